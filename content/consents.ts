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
  /** What withdrawing it means, shown on her privacy page. */
  withdrawEffect: string;
};

export const consentWording = {
  care: {
    version: "2026-11-23",
    required: true,
    label:
      "I agree to Saheli Care using my details to arrange and provide my care: my consultation, my appointments and the messages about them.",
    title: "Care and appointments",
    withdrawEffect: "Needed to look after you: to stop it, delete your account.",
  },
  reminders: {
    version: "2026-11-23",
    required: false,
    label: "Send me appointment reminders and updates about my care, the way I chose above.",
    title: "Reminders and updates",
    withdrawEffect:
      "We will no longer send you reminders or updates. Your appointments stay as they are.",
  },
  offers: {
    version: "2026-11-23",
    required: false,
    label: "Send me health articles and offers from Saheli Care.",
    title: "Health articles and offers",
    withdrawEffect: "We will no longer send you articles or offers.",
  },
} as const satisfies Record<ConsentPurpose, ConsentWording>;
