import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { uploadReport } from "@/lib/actions/reports";
import { MAX_REPORT_BYTES, reportMessages } from "@/lib/appointments/reports";
import { ReportUploadForm } from "@/components/reports/report-upload-form";
import { setupUser } from "./helpers";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/actions/reports", () => ({ uploadReport: vi.fn() }));

const action = vi.mocked(uploadReport);
const APPOINTMENT = "6f1c2a4e-8b3d-4c5e-9f70-112233445566";
const choices = [{ appointmentId: APPOINTMENT, label: "Asha Rao, 3 Dec 2026, 10:00 AM" }];

function pdf(size = 2048, type = "application/pdf", name = "scan.pdf") {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.4"));
  return new File([bytes], name, { type });
}

async function fillIn(file: File) {
  const user = setupUser();
  render(<ReportUploadForm choices={choices} />);
  await user.selectOptions(screen.getByLabelText("Appointment"), APPOINTMENT);
  await user.selectOptions(screen.getByLabelText("Kind"), "prescription");
  await user.type(screen.getByLabelText("Title"), "Blood test results");
  await user.upload(screen.getByLabelText("File"), file);
  await user.click(screen.getByRole("button", { name: "Upload" }));
}

beforeEach(() => {
  action.mockReset();
  router.refresh.mockReset();
});

describe("ReportUploadForm", () => {
  it("sends the appointment, kind, title and file, then empties the title", async () => {
    action.mockResolvedValueOnce({ ok: true, data: { id: "x" } });
    await fillIn(pdf());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = action.mock.calls[0]![0];
    expect(sent.get("appointmentId")).toBe(APPOINTMENT);
    expect(sent.get("kind")).toBe("prescription");
    expect(sent.get("title")).toBe("Blood test results");
    expect((sent.get("file") as File).name).toBe("scan.pdf");
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("says a file over 5 MB is too large without sending it", async () => {
    await fillIn(pdf(MAX_REPORT_BYTES + 1));
    expect(await screen.findByText(reportMessages.tooLarge)).toBeDefined();
    expect(action).not.toHaveBeenCalled();
  });

  it("keeps what she typed and shows the server's reason when it is refused", async () => {
    action.mockResolvedValueOnce({
      ok: false,
      error: reportMessages.wrongType,
      fieldErrors: { file: [reportMessages.wrongType] },
    });
    await fillIn(pdf(2048, "application/pdf", "renamed.pdf"));
    expect(await screen.findByText(reportMessages.wrongType)).toBeDefined();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Blood test results");
    expect(screen.getByLabelText("File").getAttribute("aria-invalid")).toBe("true");
  });
});
