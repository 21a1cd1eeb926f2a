import * as React from "react";
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/** What a refused server action answers (an ActionResult that is not ok). */
type Refusal = { error: string; fieldErrors?: Record<string, string[]> };

/**
 * The server's field messages, shown under the fields of a react-hook-form form: one message a
 * field (the first), only for fields the form has, and the first of them takes the focus so she
 * lands on what to fix.
 */
function applyFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  result: Pick<Refusal, "fieldErrors">,
): void {
  const values = form.getValues();
  let focus = true;
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    const message = messages[0];
    if (!message || !(field in values)) continue;
    form.setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: focus });
    focus = false;
  }
}

/** The first message for each field of a refused action, for a form that keeps its own state. */
function firstMessages(result: Pick<Refusal, "fieldErrors">): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(result.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0]]),
  );
}

/**
 * The id and the message of each field of a react-hook-form form, for `<Field {...field(name)}>`:
 * ids are `${prefix}-${name}`.
 */
function fieldsOf<T extends FieldValues>(prefix: string, errors: FieldErrors<T>) {
  return (name: FieldPath<T>) => {
    const message = errors[name]?.message;
    return { id: `${prefix}-${name}`, error: typeof message === "string" ? message : undefined };
  };
}

/**
 * Submits once: `run` starts a task unless the last one is still on its way (a double click, an
 * Enter pressed twice before React has re-rendered the disabled button), and `pending` is true
 * until it has finished, the page a server action revalidated included (it is a transition).
 */
function useSubmitOnce() {
  const [pending, startTransition] = React.useTransition();
  const inFlight = React.useRef(false);

  const run = React.useCallback((task: () => Promise<void>): void => {
    if (inFlight.current) return;
    inFlight.current = true;
    startTransition(async () => {
      try {
        await task();
      } finally {
        inFlight.current = false;
      }
    });
  }, []);

  /** A form's onSubmit: the browser never sends the form itself; `task` runs once at a time. */
  const onSubmit = React.useCallback(
    (task: (event: React.FormEvent<HTMLFormElement>) => Promise<void>) =>
      (event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        run(() => task(event));
      },
    [run],
  );

  return { pending, run, onSubmit };
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML (and for a browser without JavaScript), true once hydrated. A form
 * that only its script can send keeps its button disabled until then: a tap that arrived earlier
 * would post the page to itself and lose what she wrote.
 */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export { applyFieldErrors, fieldsOf, firstMessages, useHydrated, useSubmitOnce, type Refusal };
