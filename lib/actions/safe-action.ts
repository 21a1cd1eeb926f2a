import "server-only";
import * as z from "zod/mini";
import type { Locale } from "@/content/i18n";
import { accountLanguage } from "@/lib/i18n/account-copy";
import type { ActionResult } from "@/lib/actions/result";
import { inputLocale } from "@/lib/validations/auth";
import { authMessages } from "@/lib/validations/auth-messages";
import type { Permission } from "@/lib/auth/permissions";
import { actionViewer, type PermissionRole, type Refusal, type Viewer } from "@/lib/auth/viewer";
import { fieldWithNul, NUL_MESSAGE } from "@/lib/validations/text";

/**
 * The one helper every server action is built on (dub's safe-action chain, without the
 * dependency): catch unexpected errors → session → account status → permission → parse the input.
 * The action body then only decides about rows (may this user touch this one?) and writes.
 *
 * The action is typed from its schema's input, so a caller sending a renamed or missing field
 * fails tsc. That type binds only this app's own code: server actions are public HTTP endpoints,
 * so at run time the input is still unknown and is parsed before anything reads it.
 */

type Schema = z.core.$ZodType;

/** A server action as its callers see it: what the form sends, and the typed answer. */
type Action<S extends Schema, T> = (input: z.input<S>) => Promise<ActionResult<T>>;

/** She, admitted for this action's permission on this request, and her parsed input. */
export type ActionContext<S extends Schema, P extends Permission = Permission> = {
  user: Viewer<PermissionRole<P>>;
  input: z.output<S>;
};

const refusalMessages = {
  "signed-out": authMessages.notAuthenticated,
  suspended: authMessages.suspended,
  pending: authMessages.pending,
  denied: authMessages.accessDenied,
} as const satisfies Record<Refusal, string>;

/**
 * The result for input the schema refused: every field's messages, and as the headline the first
 * message in `priority` that occurs (the order a form's spec lists its checks), else the first issue.
 */
export function validationFailure(
  error: z.core.$ZodError,
  priority: readonly string[] = [],
): ActionResult<never> {
  const { fieldErrors, formErrors } = z.flattenError(error);
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) fields[field] = messages;
  }
  const messages = error.issues.map((issue) => issue.message);
  const first =
    priority.find((message) => messages.includes(message)) ??
    messages[0] ??
    formErrors[0] ??
    authMessages.genericError;
  return { ok: false, error: first, fieldErrors: fields };
}

/**
 * Input the schema would pass but the database cannot store: a NUL character in any text (a write
 * would fail and the user would be told to try again later, forever). Null when there is none.
 */
function nulFailure(input: unknown): ActionResult<never> | null {
  const field = fieldWithNul(input);
  if (field === null) return null;
  return { ok: false, error: NUL_MESSAGE, fieldErrors: field ? { [field]: [NUL_MESSAGE] } : {} };
}

/** A unique index refused the write (Prisma's P2002), e.g. an e-mail already taken. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/** A record of what failed, never what the user typed (the input may hold patient data). */
export function logActionFailure(scope: string, error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  const code =
    typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
  console.error(`[action] ${scope} failed`, { name, code });
}

async function guarded<T>(
  scope: string,
  run: () => Promise<ActionResult<T>>,
  genericError: string = authMessages.genericError,
): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch (error) {
    // next/navigation's redirect() and notFound() work by throwing: let them through.
    if (isNextControlFlow(error)) throw error;
    logActionFailure(scope, error);
    return { ok: false, error: genericError };
  }
}

function isNextControlFlow(error: unknown): boolean {
  const digest =
    typeof error === "object" && error !== null && "digest" in error ? error.digest : undefined;
  return (
    typeof digest === "string" &&
    (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK"))
  );
}

export type AuthorizedActionOptions<S extends Schema> = {
  /**
   * The same schema with its messages in her account's language (a patient who reads her
   * dashboard in Hindi): the language only chooses the messages, the rules are the schema's.
   */
  schemaFor?: (locale: Locale) => S;
};

/**
 * An action for signed-in, active users whose role holds `permission`. Pending accounts (staff
 * awaiting approval) and suspended ones may do nothing yet, not even edit their profile.
 */
export function authorizedAction<S extends Schema, T, P extends Permission = Permission>(
  permission: P,
  schema: S,
  fn: (context: ActionContext<S, P>) => Promise<ActionResult<T>>,
  options: AuthorizedActionOptions<S> = {},
): Action<S, T> {
  // The parameter is unknown on purpose: the type above is a promise to callers, not a check.
  return async (input: unknown) =>
    guarded(permission, async () => {
      const admitted = await actionViewer(permission);
      if ("refusal" in admitted) return { ok: false, error: refusalMessages[admitted.refusal] };

      const nul = nulFailure(input);
      if (nul) return nul;
      const parsed = z.safeParse(options.schemaFor?.(admitted.viewer.locale) ?? schema, input);
      if (!parsed.success) return validationFailure(parsed.error);
      return fn({ user: admitted.viewer, input: parsed.data });
    });
}

export type PublicActionOptions<T, S extends Schema = Schema> = {
  /** Names the action in logs. */
  scope?: string;
  /**
   * Which validation message leads when several fields are wrong (see validationFailure), or the
   * list in the language the input asks for.
   */
  messagePriority?: readonly string[] | ((input: unknown) => readonly string[]);
  /**
   * The answer to input the schema refused, for a form whose refusal is not validationFailure's
   * (the booking form's honeypot is answered as a success). The raw input is there to look at,
   * never to trust.
   */
  invalid?: (error: z.core.$ZodError, input: unknown) => ActionResult<T>;
  /**
   * The same schema with its messages in the language the input asks for (the booking form in
   * Hindi): the raw input only chooses the messages, the rules are the schema's.
   */
  schemaFor?: (input: unknown) => S;
};

/**
 * An action anyone may call, signed in or not (sign-up, booking, a booking's deletion link): the
 * same error handling and parsing, no session. Its guard is whatever limit the body applies.
 */
export function publicAction<S extends Schema, T>(
  schema: S,
  fn: (context: { input: z.output<S> }) => Promise<ActionResult<T>>,
  options: PublicActionOptions<T, S> = {},
): Action<S, T> {
  // Unknown at run time whatever the type says: see authorizedAction.
  return async (input: unknown) =>
    guarded(
      options.scope ?? "public action",
      async () => {
        const nul = nulFailure(input);
        if (nul) return nul;
        const parsed = z.safeParse(options.schemaFor?.(input) ?? schema, input);
        if (!parsed.success) {
          return options.invalid
            ? options.invalid(parsed.error, input)
            : validationFailure(
                parsed.error,
                typeof options.messagePriority === "function"
                  ? options.messagePriority(input)
                  : options.messagePriority,
              );
        }
        return fn({ input: parsed.data });
      },
      // A form on a Hindi page is told in Hindi when something unexpected failed.
      accountLanguage(inputLocale(input)).messages.auth.genericError,
    );
}
