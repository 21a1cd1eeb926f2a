/**
 * What she agrees to, one purpose at a time (DPDP Act 2023 and its 2025 Rules ask for consent per
 * purpose that can be withdrawn as easily as given). Each stored consent records the wording's
 * version: change a wording, change its version, so every record says what she actually saw.
 */

export const consentPurposes = ["care", "reminders", "offers"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

type ConsentWording = {
  version: string;
  /** Care cannot be refused: without it nobody can arrange her consultation. */
  required: boolean;
  /** The tick box's words on the booking form. */
  label: string;
  /** Its name in her privacy page and in staff views. */
  title: string;
  /** What it means while she agrees, the state her privacy page shows. */
  agreedMeans: string;
  /** What withdrawing it would do, shown by the Withdraw button only (never as the state). */
  withdrawEffect: string;
};

export const consentWording = {
  care: {
    version: "2026-11-23",
    required: true,
    label:
      "I agree to Saheli Care using my details to arrange and provide my care: my consultation, my appointments and the messages about them.",
    title: "Care and appointments",
    agreedMeans: "We use your details to arrange and provide your care.",
    withdrawEffect: "Needed to look after you: to stop it, delete your account.",
  },
  reminders: {
    version: "2026-11-23",
    required: false,
    label: "Send me appointment reminders and updates about my care, the way I chose above.",
    title: "Reminders and updates",
    agreedMeans:
      "We send you appointment reminders and updates about your care, the way you chose.",
    withdrawEffect:
      "If you withdraw, we stop sending reminders and updates. Your appointments stay as they are.",
  },
  offers: {
    version: "2026-11-23",
    required: false,
    label: "Send me health articles and offers from Saheli Care.",
    title: "Health articles and offers",
    agreedMeans: "We send you health articles and offers.",
    withdrawEffect: "If you withdraw, we stop sending articles and offers.",
  },
} as const satisfies Record<ConsentPurpose, ConsentWording>;
