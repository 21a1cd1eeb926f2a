import { render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sendMessage } from "@/lib/actions/messages";
import {
  cancelAccountDeletion,
  requestAccountDeletion,
  withdrawConsent,
} from "@/lib/actions/my-data";
import { patientClientCopy, patientCopy } from "@/lib/i18n/patient-copy";
import type { ReportRow } from "@/lib/queries/reports";
import { Pager, TimePager } from "@/components/layout/pager";
import { MessageComposer } from "@/components/messages/message-composer";
import { PatientCopyProvider } from "@/components/patient/patient-copy";
import { ReportList } from "@/components/reports/report-list";
import {
  ConsentToggle,
  DeleteAccount,
} from "@/app/(dashboards)/patient-dashboard/_components/privacy-actions";
import { setupUser } from "./helpers";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/actions/messages", () => ({ sendMessage: vi.fn(), markThreadRead: vi.fn() }));
vi.mock("@/lib/actions/my-data", () => ({
  withdrawConsent: vi.fn(),
  giveConsent: vi.fn(),
  requestAccountDeletion: vi.fn(),
  cancelAccountDeletion: vi.fn(),
}));

// Her words, and the parts of them her dashboard's pages send its client components.
const hindi = patientCopy("hi");
const CONSENT = "6f1c2a4e-8b3d-4c5e-9f70-112233445566";

function inHindi(ui: React.ReactNode) {
  return render(<PatientCopyProvider copy={patientClientCopy("hi")}>{ui}</PatientCopyProvider>);
}

beforeEach(() => {
  router.refresh.mockReset();
});

describe("her privacy buttons", () => {
  it("withdraw a consent in Hindi, and say so in Hindi", async () => {
    vi.mocked(withdrawConsent).mockResolvedValueOnce({ ok: true, data: { withdrawnAt: "" } });
    const { title, withdrawEffect } = hindi.privacy.consents.offers;
    inHindi(
      <ConsentToggle
        consentId={CONSENT}
        purpose="offers"
        active
        title={title}
        withdrawEffect={withdrawEffect}
      />,
    );
    // The visible "वापस लें" and, for screen readers, which consent (": title").
    const button = screen.getByRole("button", { name: new RegExp(`^वापस लें ?: ${title}$`) });
    expect(screen.getByText(withdrawEffect)).toBeDefined();
    await setupUser().click(button);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("हो गया", {
        description: `आपने “${title}” की सहमति वापस ले ली है।`,
      }),
    );
    expect(withdrawConsent).toHaveBeenCalledWith({ consentId: CONSENT });
  });

  it("keep the English for an English account", async () => {
    vi.mocked(cancelAccountDeletion).mockResolvedValueOnce({ ok: true, data: { cancelled: true } });
    render(
      <PatientCopyProvider copy={patientClientCopy("en")}>
        <DeleteAccount dueAt="2026-12-01T10:00:00.000Z" />
      </PatientCopyProvider>,
    );
    await setupUser().click(screen.getByRole("button", { name: "Cancel the deletion" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Success", {
        description: "Your account will not be deleted.",
      }),
    );
  });

  it("ask for her password in Hindi and show the server's Hindi answer", async () => {
    const answer = "यह पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।";
    vi.mocked(requestAccountDeletion).mockResolvedValueOnce({
      ok: false,
      error: answer,
      fieldErrors: { password: [answer] },
    });
    const user = setupUser();
    inHindi(<DeleteAccount dueAt={null} />);
    await user.click(screen.getByRole("button", { name: "मेरा खाता मिटाएँ" }));
    expect(screen.getByRole("dialog", { name: "मेरा खाता मिटाएँ" })).toBeDefined();
    expect(screen.getByRole("button", { name: "बंद करें" })).toBeDefined();
    await user.type(screen.getByLabelText("आपका पासवर्ड"), "wrong");
    await user.click(screen.getByRole("button", { name: "48 घंटे में मेरा खाता मिटाएँ" }));
    expect(await screen.findByText(answer)).toBeDefined();
    expect(toast.error).toHaveBeenCalledWith(hindi.shell.toast.error, { description: answer });
  });
});

describe("the message composer", () => {
  it("speaks Hindi when her page gives it Hindi words", async () => {
    const words = hindi.messages.conversations.composer;
    const user = setupUser();
    render(<MessageComposer to={CONSENT} toName="डॉ. Kavya Menon" mayMarkUrgent words={words} />);
    expect(screen.getByLabelText(/ज़रूरी बताएँ: डॉ. Kavya Menon इसे सबसे पहले/)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "भेजें" }));
    expect(await screen.findByText("कृपया अपना संदेश लिखें।")).toBeDefined();
    expect(sendMessage).not.toHaveBeenCalled();

    vi.mocked(sendMessage).mockResolvedValueOnce({
      ok: true,
      data: { id: "m", receiverId: CONSENT, subject: null },
    });
    await user.type(screen.getByLabelText("डॉ. Kavya Menon को लिखें"), "नमस्ते");
    await user.click(screen.getByRole("button", { name: "भेजें" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("हो गया", { description: "संदेश भेज दिया गया!" }),
    );
  });

  it("asks before the page goes away while a message is typed or on its way, not once it is sent", async () => {
    /** Whether the browser would ask before leaving: a beforeunload its listeners cancel. */
    const wouldAsk = () => !window.dispatchEvent(new Event("beforeunload", { cancelable: true }));
    const user = setupUser();
    render(<MessageComposer to={CONSENT} toName="Asha Rao" />);
    expect(wouldAsk()).toBe(false);
    await user.type(screen.getByLabelText("Write to Asha Rao"), "Is Tuesday fine?");
    await waitFor(() => expect(wouldAsk()).toBe(true));

    let answer: (result: Awaited<ReturnType<typeof sendMessage>>) => void = () => undefined;
    vi.mocked(sendMessage).mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDefined();
    expect(wouldAsk()).toBe(true);
    answer({ ok: true, data: { id: "m", receiverId: CONSENT, subject: null } });
    await waitFor(() =>
      expect(screen.getByLabelText("Write to Asha Rao")).toHaveProperty("value", ""),
    );
    // The guard goes with the effect that follows the emptied box.
    await waitFor(() => expect(wouldAsk()).toBe(false));
  });

  it("keeps the staff's English by default", () => {
    render(<MessageComposer to={CONSENT} toName="Asha Rao" />);
    expect(screen.getByLabelText("Write to Asha Rao")).toBeDefined();
    expect(screen.getByRole("button", { name: "Send" })).toBeDefined();
  });
});

const report: ReportRow = {
  id: CONSENT,
  kind: "prescription",
  title: "Diet plan",
  contentType: "application/pdf",
  byteSize: 820 * 1024,
  createdAt: new Date("2026-12-04T06:00:00Z"),
  person: "Dr. Kavya Menon",
  appointmentDate: new Date("2026-12-03T06:00:00Z"),
};

describe("the report list", () => {
  it("is the doctor's English when given no words", () => {
    render(<ReportList rows={[{ ...report, person: "Asha Rao" }]} personLabel="For" />);
    expect(
      screen.getByText("For Asha Rao · visit of Thu, 3 Dec 2026 · added Fri, 4 Dec 2026 · 820 KB"),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Download Diet plan" })).toBeDefined();
    expect(screen.getByText("Prescription")).toBeDefined();
  });

  it("is hers in Hindi, with the doctor's title in Hindi", () => {
    render(<ReportList rows={[report]} words={patientCopy("hi").reports.list} locale="hi" />);
    expect(screen.getByText(/^डॉ. Kavya Menon की ओर से · /)).toBeDefined();
    expect(screen.getByText(/ · 820 केबी$/)).toBeDefined();
    expect(screen.getByRole("link", { name: "Diet plan डाउनलोड करें" })).toBeDefined();
    expect(screen.getByText("पर्चा")).toBeDefined();
  });
});

describe("the pager", () => {
  const page = { page: 2, pageCount: 3, total: 45, pageSize: 20 };

  it("keeps its English by default", () => {
    render(<Pager page={page} hrefFor={(n) => `?page=${n}`} label="conversations" />);
    expect(screen.getByText("21–40 of 45 conversations")).toBeDefined();
    expect(screen.getByRole("navigation", { name: "Pages of conversations" })).toBeDefined();
    expect(screen.getByText("Page 2 of 3")).toBeDefined();
  });

  it("speaks Hindi in her Messages tab", () => {
    const { pager, pagerLabel } = hindi.messages.conversations;
    render(<Pager page={page} hrefFor={(n) => `?page=${n}`} label={pagerLabel} words={pager} />);
    expect(screen.getByText("कुल 45 बातचीत में से 21–40")).toBeDefined();
    expect(screen.getByRole("link", { name: /पिछला/ })).toBeDefined();
    expect(screen.getByRole("link", { name: /अगला/ })).toBeDefined();
  });

  it("pages the blog in its own words, without a count, and shows nothing for one page", () => {
    const words = { nav: "More articles", previous: "Newer articles", next: "Older articles" };
    const { container, rerender } = render(
      <Pager
        page={{ page: 2, pageCount: 3 }}
        summary={false}
        hrefFor={(n) => `/blog?page=${n}`}
        label="articles"
        words={words}
        prefetch="intent"
      />,
    );
    const nav = screen.getByRole("navigation", { name: "More articles" });
    expect(nav.textContent).toBe("Newer articlesPage 2 of 3Older articles");
    expect(screen.getByRole("link", { name: "Newer articles" }).getAttribute("href")).toBe(
      "/blog?page=1",
    );
    expect(container.querySelectorAll("p")).toHaveLength(0);
    rerender(
      <Pager
        page={{ page: 1, pageCount: 1 }}
        summary={false}
        hrefFor={(n) => `/blog?page=${n}`}
        label="articles"
        words={words}
      />,
    );
    expect(container.innerHTML).toBe("");
  });
});

describe("the pager of a list by time", () => {
  const rows = Array.from({ length: 20 }, (_, i) => i);
  const middle = { rows, total: 60, newerCount: 20, newer: "n", older: "o" };
  const href = (cursor: { before: string } | { after: string }) =>
    "before" in cursor ? `?before=${cursor.before}` : `?after=${cursor.after}`;

  it("counts her log from the newest, Newer first, in Hindi on her page", () => {
    const words = hindi.privacy.viewsPager;
    render(<TimePager page={middle} hrefFor={href} label={words.label} words={words} />);
    const nav = screen.getByRole("navigation", { name: words.nav });
    expect(nav.textContent).toBe("नएकुल 60 प्रविष्टियों में से 21–40पुराने");
    expect(screen.getByRole("link", { name: "नए" }).getAttribute("href")).toBe("?after=n");
    expect(screen.getByRole("link", { name: "पुराने" }).getAttribute("href")).toBe("?before=o");
  });

  it("counts a conversation from the oldest, Older first, and shows nothing for one page", () => {
    const { container, rerender } = render(
      <TimePager page={middle} hrefFor={href} label="messages" countFrom="oldest" />,
    );
    expect(screen.getByRole("navigation").textContent).toBe("Older21–40 of 60 messagesNewer");
    rerender(
      <TimePager page={{ rows, total: 20, newerCount: 0 }} hrefFor={href} label="messages" />,
    );
    expect(container.innerHTML).toBe("");
  });
});
