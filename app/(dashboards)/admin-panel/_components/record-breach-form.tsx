"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";
import { recordBreach } from "@/lib/actions/breach";
import { breachSchema } from "@/lib/validations/breach";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

type Fields = z.input<typeof breachSchema>;
type Values = z.output<typeof breachSchema>;

const empty: Fields = { summary: "", occurredAt: "", discoveredAt: "", measures: "", affected: "" };

/**
 * The owner's breach record: the same schema checks the form here and the action on the server.
 * What she typed stays in the form until the breach is saved; only success clears it.
 */
export function RecordBreachForm() {
  const { pending, run, ready } = useActionToast();
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver<Fields, unknown, Values>(breachSchema),
    defaultValues: empty,
    mode: "onTouched",
  });
  const { getValues, handleSubmit, register, reset } = form;
  const field = fieldsOf("breach", form.formState.errors);

  function submit() {
    // The action parses the form's own strings again (the e-mail list is split on the server too),
    // so it is sent as typed rather than as the resolver's output.
    const fields = getValues();
    run(() => recordBreach(fields), {
      success: (data) => ({ description: data.message }),
      onSuccess: () => reset(empty),
      onError: (result) => applyFieldErrors(form, result),
    });
  }

  return (
    <form onSubmit={handleSubmit(submit)} method="post" noValidate className="grid gap-4">
      <Field
        {...field("summary")}
        label="What happened"
        description="In plain words: each patient affected reads this in her dashboard and by e-mail."
      >
        <Textarea rows={3} {...register("summary")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          {...field("occurredAt")}
          label="When it happened"
          description="India time; your best estimate."
        >
          <Input type="datetime-local" {...register("occurredAt")} />
        </Field>
        <Field
          {...field("discoveredAt")}
          label="When it was discovered"
          description="India time; not before it happened."
        >
          <Input type="datetime-local" {...register("discoveredAt")} />
        </Field>
      </div>
      <Field
        {...field("measures")}
        label="What the clinic is doing, and what she can do"
        description="For example: the report was recalled; she may want to change her password."
      >
        <Textarea rows={3} {...register("measures")} />
      </Field>
      <Field
        {...field("affected")}
        label="Patients affected"
        description="The e-mail address of each patient's account, one per line. Nothing is saved if an address matches no patient."
      >
        <Textarea
          rows={4}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={"asha@example.com\nmeera@example.com"}
          {...register("affected")}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || !ready} aria-disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? "Recording…" : "Record the breach and notify"}
        </Button>
        <p className="text-muted-foreground text-sm">
          Each patient is notified in her dashboard and by e-mail at once.
        </p>
      </div>
    </form>
  );
}
