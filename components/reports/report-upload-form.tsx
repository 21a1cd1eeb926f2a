"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Upload } from "lucide-react";
import * as z from "zod/mini";
import { uploadReport } from "@/lib/actions/reports";
import {
  MAX_REPORT_BYTES,
  REPORT_TITLE_MAX,
  reportKindLabels,
  reportKinds,
  reportMessages,
  reportTypes,
  type ReportKind,
} from "@/lib/appointments/reports";
import { reportUploadSchema } from "@/lib/validations/reports";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { firstMessages, useHydrated } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  NativeSelect,
  NativeSelectOption,
  NativeSelectOptions,
} from "@/components/ui/native-select";

/** One of her appointments to attach a report to, labelled on the server ("Asha Rao, 3 Dec 2026"). */
export type UploadChoiceOption = { appointmentId: string; label: string };

type Errors = Partial<Record<"appointmentId" | "kind" | "title" | "file", string>>;

/**
 * "Upload a report": the appointment it belongs to (which names the patient), report or
 * prescription, a title and the file. Checked here before anything is sent (the same schema the
 * action parses again, which also reads the file's type from its bytes). What she chose and typed
 * stays when it fails; after an upload the form empties and the page's lists refresh.
 */
export function ReportUploadForm({
  choices,
  appointmentId: fixedAppointment,
  idPrefix = "report",
}: {
  choices: UploadChoiceOption[];
  /** Attach to this appointment without asking (the form on an appointment's details). */
  appointmentId?: string;
  idPrefix?: string;
}) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  const hydrated = useHydrated();
  const [appointmentId, setAppointmentId] = React.useState(fixedAppointment ?? "");
  const [kind, setKind] = React.useState<ReportKind>("report");
  const [title, setTitle] = React.useState("");
  const [errors, setErrors] = React.useState<Errors>({});
  const fileInput = React.useRef<HTMLInputElement>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData();
    data.set("appointmentId", appointmentId);
    data.set("kind", kind);
    data.set("title", title);
    const file = fileInput.current?.files?.[0];
    if (file) data.set("file", file);
    // The browser's claim is only a first check here; the server reads the bytes.
    if (file && !(reportTypes as readonly string[]).includes(file.type)) {
      setErrors({ file: reportMessages.wrongType });
      return;
    }
    const parsed = z.safeParse(reportUploadSchema, data);
    if (!parsed.success) {
      setErrors(firstMessages({ fieldErrors: flatten(parsed.error) }));
      return;
    }
    setErrors({});
    run(() => uploadReport(data), {
      success: reportMessages.uploaded,
      onSuccess: () => {
        setTitle("");
        if (!fixedAppointment) setAppointmentId("");
        if (fileInput.current) fileInput.current.value = "";
        router.refresh();
      },
      onError: (result) => setErrors(firstMessages(result)),
    });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} method="post" className="space-y-4" aria-busy={pending} noValidate>
      {fixedAppointment ? null : (
        <Field
          id={id("appointment")}
          label="Appointment"
          description="The visit it belongs to: your patient sees it in her dashboard."
          error={errors.appointmentId}
        >
          <NativeSelect
            value={appointmentId}
            onChange={(event) => setAppointmentId(event.target.value)}
          >
            <NativeSelectOption value="">Choose a patient and visit</NativeSelectOption>
            {choices.map((choice) => (
              <NativeSelectOption key={choice.appointmentId} value={choice.appointmentId}>
                {choice.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field id={id("kind")} label="Kind" error={errors.kind}>
        <NativeSelect value={kind} onChange={(event) => setKind(event.target.value as ReportKind)}>
          <NativeSelectOptions values={reportKinds} labels={reportKindLabels} />
        </NativeSelect>
      </Field>
      <Field id={id("title")} label="Title" error={errors.title}>
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={REPORT_TITLE_MAX}
          autoComplete="off"
          placeholder="Blood test results"
        />
      </Field>
      <Field
        id={id("file")}
        label="File"
        description={`PDF, JPEG, PNG or WebP, up to ${MAX_REPORT_BYTES / (1024 * 1024)} MB.`}
        error={errors.file}
      >
        <Input ref={fileInput} type="file" accept={reportTypes.join(",")} />
      </Field>
      <Button type="submit" disabled={pending || !hydrated}>
        <Upload aria-hidden="true" />
        {pending ? "Uploading..." : "Upload"}
      </Button>
    </form>
  );
}

/** The schema's messages by field, as an action's refusal carries them. */
function flatten(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}
