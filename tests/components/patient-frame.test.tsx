import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { setMyLanguage, updateProfile } from "@/lib/actions/profile";
import {
  patientClientCopy,
  patientCopy,
  patientShellCopy,
  patientTabCopy,
} from "@/lib/i18n/patient-copy";
import { PatientCopyProvider, PatientTabCopy } from "@/components/patient/patient-copy";
import { EditProfile } from "@/app/(dashboards)/patient-dashboard/_components/edit-profile";
import { LanguageSwitch } from "@/app/(dashboards)/patient-dashboard/_components/language-switch";
import { setupUser } from "./helpers";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/actions/profile", () => ({ updateProfile: vi.fn(), setMyLanguage: vi.fn() }));
vi.mock("@/components/auth/account-store", () => ({ refreshAccount: vi.fn() }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const update = vi.mocked(updateProfile);
const switchLanguage = vi.mocked(setMyLanguage);
const initial = { firstName: "Sunita", lastName: "Rao", email: "sunita@example.com", phone: "" };

function inLanguage(locale: "en" | "hi", ui: React.ReactNode) {
  return render(<PatientCopyProvider copy={patientClientCopy(locale)}>{ui}</PatientCopyProvider>);
}

beforeEach(() => {
  router.refresh.mockReset();
});

describe("her tabs' words", () => {
  it("reach a component from its own tab's page, beside the shell's from the area's layout", () => {
    render(
      <PatientCopyProvider copy={patientShellCopy("hi")}>
        <PatientTabCopy copy={patientTabCopy("hi", ["profile"])}>
          <EditProfile initial={initial} />
        </PatientTabCopy>
      </PatientCopyProvider>,
    );
    expect(screen.getByRole("button", { name: patientCopy("hi").profile.edit.open })).toBeDefined();
  });

  it("are not there on a page that did not send them, and the component says which it missed", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <PatientCopyProvider copy={patientShellCopy("en")}>
          <PatientTabCopy copy={patientTabCopy("en", ["privacy"])}>
            <EditProfile initial={initial} />
          </PatientTabCopy>
        </PatientCopyProvider>,
      ),
    ).toThrow('usePatientCopy("profile") in a tab that does not send them');
  });

  it("are each tab's own: the messages tab sends the Quick Question's words and nothing else", () => {
    expect(Object.keys(patientTabCopy("en", ["quickQuestion"]))).toEqual(["quickQuestion"]);
    expect(Object.keys(patientShellCopy("en")).sort()).toEqual(["locale", "shell"]);
  });
});

describe("EditProfile", () => {
  it("checks her details in Hindi before sending them, with the schema's Hindi messages", async () => {
    const user = setupUser();
    const hindi = patientCopy("hi").profile;
    inLanguage("hi", <EditProfile initial={initial} />);
    await user.click(screen.getByRole("button", { name: hindi.edit.open }));
    const email = screen.getByLabelText(hindi.edit.email);
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.clear(screen.getByLabelText(hindi.edit.firstName));
    await user.click(screen.getByRole("button", { name: hindi.edit.save }));
    expect(await screen.findByText(hindi.messages.invalidEmail)).toBeDefined();
    expect(screen.getByText(hindi.messages.namesRequired)).toBeDefined();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(update).not.toHaveBeenCalled();
    // Drawn outside the page's Hindi frame, the dialog says its own language, and closes in Hindi.
    expect(screen.getByRole("dialog").getAttribute("lang")).toBe("hi");
    expect(
      screen.getByRole("button", { name: patientCopy("hi").shell.dialog.close }),
    ).toBeDefined();
  });

  it("sends her details in English and says so in a toast", async () => {
    const user = setupUser();
    update.mockResolvedValueOnce({ ok: true, data: {} as never });
    inLanguage("en", <EditProfile initial={initial} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith({ ...initial, phone: "+91 98765 43210" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Success", {
        description: "Profile updated successfully!",
      }),
    );
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe("LanguageSwitch", () => {
  it("offers Hindi on the English dashboard, in Hindi, and asks for the page again", async () => {
    const user = setupUser();
    switchLanguage.mockResolvedValueOnce({ ok: true, data: { locale: "hi" } });
    inLanguage("en", <LanguageSwitch />);
    const button = screen.getByRole("button", { name: "हिन्दी" });
    expect(button.getAttribute("lang")).toBe("hi");
    await user.click(button);
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(switchLanguage).toHaveBeenCalledWith({ locale: "hi" });
  });

  it("says in Hindi when the change did not go through", async () => {
    const user = setupUser();
    switchLanguage.mockRejectedValueOnce(new Error("offline"));
    inLanguage("hi", <LanguageSwitch />);
    const button = screen.getByRole("button", { name: "English" });
    expect(button.getAttribute("lang")).toBe("en");
    await user.click(button);
    const words = patientCopy("hi").shell.language;
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(words.failedTitle, { description: words.failed }),
    );
    expect(switchLanguage).toHaveBeenCalledWith({ locale: "en" });
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
