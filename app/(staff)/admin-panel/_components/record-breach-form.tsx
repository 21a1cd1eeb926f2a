"use client";

import * as React from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";
import { recordBreach } from "@/lib/actions/breach";
import { breachSchema } from "@/lib/validations/breach";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { FieldError, FieldHint } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
  const { pending, run } = useActionToast();
  const {
    formState: { errors },
    getValues,
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<Fields, unknown, Values>({
    resolver: zodResolver<Fields, unknown, Values>(breachSchema),
    defaultValues: empty,
    mode: "onTouched",
  });

  function submit() {
    // The action parses the form's own strings again (the e-mail list is split on the server too),
    // so it is sent as typed rather than as the resolver's output.
    const fields = getValues();
    run(() => recordBreach(fields), {
      success: (data) => ({ description: data.message }),
      onSuccess: () => reset(empty),
      onError: (result) => {
        for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
          const message = messages[0];
          if (message) setError(field as FieldPath<Fields>, { type: "server", message });
        }
      },
    });
  }

  const field = (name: keyof Fields) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [errors[name] ? `breach-${name}-error` : null, `breach-${name}-hint`]
      .filter(Boolean)
      .join(" "),
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="breach-summary">What happened</Label>
        <Textarea id="breach-summary" rows={3} {...register("summary")} {...field("summary")} />
        <FieldHint id="breach-summary-hint">
          In plain words: each patient affected reads this in her dashboard and by e-mail.
        </FieldHint>
        <FieldError id="breach-summary-error" message={errors.summary?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="breach-occurredAt">When it happened</Label>
          <Input
            id="breach-occurredAt"
            type="datetime-local"
            {...register("occurredAt")}
            {...field("occurredAt")}
          />
          <FieldHint id="breach-occurredAt-hint">India time; your best estimate.</FieldHint>
          <FieldError id="breach-occurredAt-error" message={errors.occurredAt?.message} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="breach-discoveredAt">When it was discovered</Label>
          <Input
            id="breach-discoveredAt"
            type="datetime-local"
            {...register("discoveredAt")}
            {...field("discoveredAt")}
          />
          <FieldHint id="breach-discoveredAt-hint">India time; not before it happened.</FieldHint>
          <FieldError id="breach-discoveredAt-error" message={errors.discoveredAt?.message} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="breach-measures">What the clinic is doing, and what she can do</Label>
        <Textarea id="breach-measures" rows={3} {...register("measures")} {...field("measures")} />
        <FieldHint id="breach-measures-hint">
          For example: the report was recalled; she may want to change her password.
        </FieldHint>
        <FieldError id="breach-measures-error" message={errors.measures?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="breach-affected">Patients affected</Label>
        <Textarea
          id="breach-affected"
          rows={4}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={"asha@example.com\nmeera@example.com"}
          {...register("affected")}
          {...field("affected")}
        />
        <FieldHint id="breach-affected-hint">
          The e-mail address of each patient&apos;s account, one per line. Nothing is saved if an
          address matches no patient.
        </FieldHint>
        <FieldError id="breach-affected-error" message={errors.affected?.message} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} aria-disabled={pending}>
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
