"use client";

import * as React from "react";
import { flushSync } from "react-dom";
import { bookWithoutScript } from "@/lib/actions/booking";
import type { BookingFormEngineProps } from "./booking-form-engine";
import type { ConfirmationForSentProps } from "./booking-confirmation";
import { readBookingForm, type BookingFields, type BookingLanguage } from "./booking-values";
import type { BookingContext, FocusedField } from "./booking-form-parts";

/*
 * The booking form as the page first sends it: the questions are the page's own HTML, rendered on
 * the server (BookingQuestions), and this wrapper adds only what needs the browser. The engine
 * (react-hook-form, the schema's messages, the toasts: most of the page's script) loads when she
 * starts on the form (a tap, a key, the focus, an autofill) and takes over with what she has
 * typed, her focus and her caret. A phone that only reads the page never downloads it.
 *
 * Sent before the engine is there, or without JavaScript at all, the form posts to
 * bookWithoutScript: the same schema and checks on the server, and the confirmation, or her
 * answers with a message under each field, come back in its place.
 */

type Engine = React.ComponentType<BookingFormEngineProps>;
type Confirmation = React.ComponentType<ConfirmationForSentProps>;

/*
 * The engine and the confirmation, as components this form can render before their code is here.
 *
 * On the server both are required at once and render into the HTML, for a form that came back from
 * bookWithoutScript (a component that suspended there would leave them out of the HTML a browser
 * without JavaScript shows). Next.js replaces `typeof window` when it builds, so the browser's
 * first script never contains them.
 *
 * In the browser they are React.lazy, with no Suspense boundary of their own. That is what keeps
 * her answers when a form sent before the page's script ran comes back: hydrating that answer,
 * React finds the engine's code missing, leaves the server's HTML on screen, and hydrates once the
 * code is here (useActionState's answer included). A plain <form> in its place would not match the
 * server's HTML, and React would render the page afresh without the answer, her answers gone. (A
 * boundary here would not do: React streams a boundary this large after the page, which a browser
 * without JavaScript never shows.) Sent once the page is live, the answer comes in a transition,
 * which keeps the form on screen until the code is here.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const onServer: { Engine: Engine; Confirmation: Confirmation } | null =
  typeof window === "undefined"
    ? {
        Engine: (require("./booking-form-engine") as typeof import("./booking-form-engine"))
          .BookingFormEngine,
        Confirmation: (require("./booking-confirmation") as typeof import("./booking-confirmation"))
          .ConfirmationForSent,
      }
    : null;
/* eslint-enable @typescript-eslint/no-require-imports */

type Loaded = { Engine: Engine; Confirmation: Confirmation };
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
function loadModules(): Promise<Loaded> {
  loading ??= Promise.all([import("./booking-form-engine"), import("./booking-confirmation")]).then(
    ([engine, confirmation]) =>
      (loaded = {
        Engine: engine.BookingFormEngine,
        Confirmation: confirmation.ConfirmationForSent,
      }),
  );
  loading.catch(() => {
    // A failed download (offline for a moment): the next tap tries again.
    loading = null;
  });
  return loading;
}

/**
 * A component whose code loadModules fetches. Once it is here, the first render uses it at once
 * (a thenable that answers synchronously): the engine taking over from the form must not blink.
 */
function lazyPart<P extends object>(pick: (modules: Loaded) => React.ComponentType<P>) {
  return React.lazy(() => {
    const ready = loaded;
    if (ready) {
      const now: PromiseLike<{ default: React.ComponentType<P> }> = {
        then: (resolve) => resolve?.({ default: pick(ready) }) as never,
      };
      return now as Promise<{ default: React.ComponentType<P> }>;
    }
    return loadModules().then((modules) => ({ default: pick(modules) }));
  });
}

const EnginePart: Engine = onServer?.Engine ?? lazyPart((modules) => modules.Engine);
const ConfirmationPart: Confirmation =
  onServer?.Confirmation ?? lazyPart((modules) => modules.Confirmation);

function focusedField(form: HTMLFormElement): FocusedField | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.id || !form.contains(active)) return null;
  const selection =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.selectionStart !== null &&
    active.selectionEnd !== null
      ? ([active.selectionStart, active.selectionEnd] as [number, number])
      : null;
  return { id: active.id, selection };
}

export function BookingForm({
  initial,
  context,
  language,
  times = null,
  children,
}: {
  /** The free times the page offers (the engine takes them over with the form). */
  times?: BookingFormEngineProps["times"];
  /** What the questions start with (the topic and city she came from). */
  initial: BookingFields;
  context: BookingContext;
  /** The form's words and messages in the page's language. */
  language: BookingLanguage;
  /** The form's HTML, rendered on the server: the notes, the questions and the submit button. */
  children: React.ReactNode;
}) {
  // Without JavaScript the page that comes back opens at the answer: it carries autofocus, and
  // focusing scrolls it into view. Not a #fragment in this address: Chromium skips autofocus on
  // a page whose address targets an element, and focus also tells a screen reader.
  const [sent, formAction, posting] = React.useActionState(
    bookWithoutScript,
    null,
    language.links.book,
  );
  /** The confirmation she put away with 'Book a consultation for someone else'. */
  const [putAway, setPutAway] = React.useState<typeof sent>(null);
  /** Set when the engine takes over: her answers so far and where she was. */
  const [takeover, setTakeover] = React.useState<{
    initial: BookingFields;
    focus: FocusedField | null;
  } | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const composing = React.useRef(false);
  /** A tap under way: its click must land (a time's radio checked) before the engine takes over. */
  const pressing = React.useRef(false);
  const waiting = React.useRef(false);
  const sending = React.useRef(false);
  React.useEffect(() => {
    sending.current = posting;
  }, [posting]);

  /** Hands the form to the engine, with what it holds now; never in the middle of a word. */
  const takeOver = React.useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    // Not in the middle of a word, nor while the form is on its way: its answer decides what
    // comes next (the confirmation, or the engine with the server's messages).
    if (composing.current || pressing.current || sending.current) {
      waiting.current = composing.current || pressing.current;
      return;
    }
    waiting.current = false;
    flushSync(() =>
      setTakeover({ initial: readBookingForm(form, initial), focus: focusedField(form) }),
    );
  }, [initial]);

  const wake = React.useCallback(() => {
    void loadModules().then(takeOver, () => {});
  }, [takeOver]);

  if (sent?.ok && sent !== putAway) {
    return <ConfirmationPart sent={sent} language={language} onAnother={() => setPutAway(sent)} />;
  }

  const returned = sent && !sent.ok ? sent : null;
  if (takeover || returned) {
    return (
      <EnginePart
        initial={takeover?.initial ?? initial}
        returned={returned}
        formAction={formAction}
        context={context}
        language={language}
        focus={takeover?.focus}
        times={times}
      />
    );
  }

  return (
    <form
      ref={formRef}
      // Never a GET: nothing she types lands in a URL.
      method="post"
      action={formAction}
      aria-busy={posting}
      onSubmitCapture={(event) => {
        // Once only: a second press while the first is on its way would book twice.
        if (sending.current) event.preventDefault();
        sending.current = true;
      }}
      onFocusCapture={wake}
      onPointerDownCapture={() => {
        pressing.current = true;
        wake();
      }}
      // The tap's click checks what she tapped (a time, a contact method); then the engine may
      // take over, reading it. Without a click (a scroll, a drag) it may go on at once.
      onClickCapture={() => {
        pressing.current = false;
        if (waiting.current) setTimeout(takeOver, 0);
      }}
      onPointerCancelCapture={() => {
        pressing.current = false;
        if (waiting.current) takeOver();
      }}
      onPointerUpCapture={() => {
        setTimeout(() => {
          if (!pressing.current) return;
          pressing.current = false;
          if (waiting.current) takeOver();
        }, 300);
      }}
      onKeyDownCapture={wake}
      onInputCapture={wake}
      onCompositionStartCapture={() => {
        composing.current = true;
      }}
      onCompositionEndCapture={() => {
        composing.current = false;
        if (waiting.current) takeOver();
      }}
      className="relative space-y-8"
    >
      {children}
    </form>
  );
}
