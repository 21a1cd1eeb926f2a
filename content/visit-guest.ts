import { clinicPhone } from "./contact";

/**
 * The door of a guest's video visit (components/video/guest-door.tsx): what she sees when she opens
 * the link in her mail, before she goes in. Hindi in ./hi/visit-guest.ts, typed from this. As
 * discreet as the room: a time and a doctor, no condition.
 */
export const visitGuest = {
  title: "Your video visit",
  withDoctor: "With {doctor} · starts {when} (India time)",
  notOpen:
    "The room opens {opens}, ten minutes before your visit. Come back to this link then: it has not been used up.",
  oneBrowser:
    "This link is yours alone: it lets in only the first browser that goes in with it. Go in on the phone or computer you will use for the visit.",
  goIn: "Go to your visit",
  spent:
    "This link has already been used to go in, in another browser. For your privacy it works in that browser only: open it there, or call the clinic and we will help.",
  callUs: "If anything goes wrong, call the clinic:",
  phone: clinicPhone,
};
