import { act } from "@testing-library/react";
import { PointerEventsCheckLevel, userEvent, type UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import type { MeResponse } from "@/lib/auth/me";

/**
 * A user who clicks and types as she would, minus what costs time and tells these tests nothing:
 * no pause between keystrokes, no hover events, no CSS pointer-events check on every click (jsdom
 * computes styles slowly and the forms hide nothing behind pointer-events).
 */
export function setupUser() {
  return userEvent.setup({
    delay: null,
    skipHover: true,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
}

/** A promise the test settles when it chooses: a request still on its way. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/**
 * What the server answers the browser's "who is signed in?" requests (the account store shared by
 * the header and the forms): nobody, or, given `account`, her.
 */
export function stubAccountRequests(account?: NonNullable<MeResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("/api/auth/session")) return json(account ? { user: {} } : {});
    if (url === "/api/me") return json(account ?? null, account ? 200 : 401);
    return json(null, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Puts `text` into a field as pasting it would: one change, not one re-render a keystroke. */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * Two clicks before React has re-rendered (and disabled) the button: a double click on a slow
 * phone, which jsdom's user-event is too polite to reproduce.
 */
export async function clickTwiceBeforeRender(button: HTMLElement) {
  await act(async () => {
    button.click();
    button.click();
  });
}
