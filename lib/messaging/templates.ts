import type { Language, MessageChannel } from "@/lib/generated/prisma/client";

/**
 * Every text message the clinic can send (issue 36), as registered with the gateways: SMS
 * templates with India's DLT (each `{#var#}` a variable), WhatsApp templates approved on the
 * Business Platform (the same words, `{{1}}`, `{{2}}`… for the variables). Nothing else can be
 * sent: a message is stored as a kind and its variables, and its text is made here at sending.
 *
 * Discreet like the mails: no text names a condition, a symptom, a package or the kind of clinic
 * (tests/unit/message-templates.test.ts holds every one of them to that, in both languages). A
 * phone's lock screen shows the first line to whoever picks it up.
 */

export const messageKinds = [
  "booking-received",
  "appointment-scheduled",
  "appointment-changed",
  "appointment-cancelled",
  "appointment-reminder-24h",
  "appointment-reminder-2h",
  "stop-confirmed",
] as const;
export type MessageKind = (typeof messageKinds)[number];

export type MessageTemplate = {
  /** What each variable holds, in order (for docs, the owner's outbox and the DLT form). */
  variables: readonly string[];
  /** The registered words, per language; `{#var#}` where a variable goes. */
  text: Readonly<Record<Language, string>>;
  /** Its name on the WhatsApp Business Platform (one name, a language per translation). */
  whatsappName: string;
  /** Sent at any hour, not only in her contact window. */
  anyHour: boolean;
};

const stopLine = { en: "Reply STOP to stop these messages.", hi: "बंद करने के लिए रोकें लिखकर भेजें।" };

export const messageTemplates = {
  "booking-received": {
    variables: ["reference", "clinic phone"],
    text: {
      en: `Saheli Care: we have your request, reference {#var#}. A woman from our care team will contact you within 24 hours to fix a time. To change it, call {#var#}. ${stopLine.en}`,
      hi: `सहेली केयर: आपका अनुरोध मिल गया, रेफ़रेंस {#var#}। हमारी केयर टीम की एक महिला 24 घंटे में आपसे समय तय करने के लिए संपर्क करेंगी। बदलने के लिए {#var#} पर फ़ोन करें। ${stopLine.hi}`,
    },
    whatsappName: "saheli_booking_received",
    anyHour: false,
  },
  "appointment-scheduled": {
    variables: ["date and time", "doctor", "place or video link", "clinic phone"],
    text: {
      en: `Saheli Care: your appointment is booked for {#var#} (India time) with Dr {#var#}, {#var#}. To change it, call {#var#}. ${stopLine.en}`,
      hi: `सहेली केयर: आपका अपॉइंटमेंट {#var#} (भारत का समय) डॉ. {#var#} के साथ बुक हो गया है, {#var#}। बदलने के लिए {#var#} पर फ़ोन करें। ${stopLine.hi}`,
    },
    whatsappName: "saheli_appointment_scheduled",
    anyHour: false,
  },
  "appointment-changed": {
    variables: ["date and time", "doctor", "place or video link", "clinic phone"],
    text: {
      en: `Saheli Care: your appointment has changed. It is now {#var#} (India time) with Dr {#var#}, {#var#}. Questions: {#var#}. ${stopLine.en}`,
      hi: `सहेली केयर: आपका अपॉइंटमेंट बदल गया है। अब यह {#var#} (भारत का समय) डॉ. {#var#} के साथ है, {#var#}। सवाल हों तो {#var#} पर फ़ोन करें। ${stopLine.hi}`,
    },
    whatsappName: "saheli_appointment_changed",
    anyHour: false,
  },
  "appointment-cancelled": {
    variables: ["date and time", "clinic phone"],
    text: {
      en: `Saheli Care: your appointment on {#var#} is cancelled. For a new time, call {#var#}. ${stopLine.en}`,
      hi: `सहेली केयर: {#var#} का आपका अपॉइंटमेंट रद्द हो गया है। नए समय के लिए {#var#} पर फ़ोन करें। ${stopLine.hi}`,
    },
    whatsappName: "saheli_appointment_cancelled",
    anyHour: false,
  },
  "appointment-reminder-24h": {
    variables: ["date and time", "doctor", "place or video link", "clinic phone"],
    text: {
      en: `Saheli Care reminder: your appointment is on {#var#} (India time) with Dr {#var#}, {#var#}. To change it, call {#var#}. ${stopLine.en}`,
      hi: `सहेली केयर याद-संदेश: आपका अपॉइंटमेंट {#var#} (भारत का समय) डॉ. {#var#} के साथ है, {#var#}। बदलने के लिए {#var#} पर फ़ोन करें। ${stopLine.hi}`,
    },
    whatsappName: "saheli_reminder_day_before",
    anyHour: false,
  },
  "appointment-reminder-2h": {
    variables: ["time", "doctor", "place or video link"],
    text: {
      en: `Saheli Care reminder: your appointment is today at {#var#} (India time) with Dr {#var#}, {#var#}. ${stopLine.en}`,
      hi: `सहेली केयर याद-संदेश: आपका अपॉइंटमेंट आज {#var#} बजे (भारत का समय) डॉ. {#var#} के साथ है, {#var#}। ${stopLine.hi}`,
    },
    whatsappName: "saheli_reminder_two_hours",
    // About a visit that is about to happen: at any hour, like the e-mail.
    anyHour: true,
  },
  "stop-confirmed": {
    variables: ["clinic phone"],
    text: {
      en: "Saheli Care: you will get no more messages from us here. Your appointments stay as they are. To start again, call {#var#}.",
      hi: "सहेली केयर: अब आपको यहाँ हमारे संदेश नहीं मिलेंगे। आपके अपॉइंटमेंट वैसे ही रहेंगे। फिर से शुरू करने के लिए {#var#} पर फ़ोन करें।",
    },
    whatsappName: "saheli_stop_confirmed",
    // The answer to her own message: at once.
    anyHour: true,
  },
} as const satisfies Record<MessageKind, MessageTemplate>;

export function isMessageKind(value: string): value is MessageKind {
  return (messageKinds as readonly string[]).includes(value);
}

/** The text she reads: the template's words with its variables in place. */
export function renderMessage(
  kind: MessageKind,
  locale: Language,
  params: readonly string[],
): string {
  const template = messageTemplates[kind];
  if (params.length !== template.variables.length) {
    throw new Error(`${kind} takes ${template.variables.length} variables, got ${params.length}`);
  }
  let next = 0;
  return template.text[locale].replace(/\{#var#\}/g, () => params[next++] ?? "");
}

/** The template as registered on the WhatsApp Business Platform: `{{1}}`, `{{2}}`… */
export function whatsappBody(kind: MessageKind, locale: Language): string {
  let next = 0;
  return messageTemplates[kind].text[locale].replace(/\{#var#\}/g, () => `{{${++next}}}`);
}

/**
 * The DLT template ID configured for a kind in a language (SMS_DLT_TEMPLATES), or null: an SMS
 * without one is not sent.
 */
export function dltTemplateId(
  configured: string,
  kind: MessageKind,
  locale: Language,
): string | null {
  const key = locale === "en" ? kind : `${kind}-${locale}`;
  for (const pair of configured.split(",")) {
    const [name, id] = pair.split("=").map((part) => part.trim());
    if (name === key && id) return id;
  }
  return null;
}

/** The channel's name as she chose it on the form. */
export const channelNames: Readonly<Record<MessageChannel, string>> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
};
