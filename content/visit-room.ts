import { clinicPhone } from "./contact";
import type { Copy } from "./i18n";

/**
 * A video visit's room in words (components/video/visit-room.tsx): English, Hindi in
 * ./hi/visit-room.ts, for the patient whose account reads Hindi (her doctor's side stays English).
 * Discreet like every mail: no condition is named anywhere on the page or in its title.
 *
 * Strings only, with "{name}" gaps (lib/template.ts `fill`): the page picks the language on the
 * server and hands the words to the room's client component as a prop, which a function could not
 * cross, so the browser never receives the other language.
 */
export const visitRoom = {
  title: "Your video visit",
  doctorTitle: "Video visit",
  /** Before her doctor's name ("Dr. Kavya Menon"), in this language (lib/i18n/doctor-title.ts). */
  doctorPrefix: "Dr. ",
  withDoctor: "With {name}",
  withPatient: "With {name}",
  startsAt: "Starts {when}",
  phone: clinicPhone,
  callUs: "If anything goes wrong, call the clinic:",
  notOpen:
    "The room opens {opens}, ten minutes before your visit. Keep this page: it will let you in then.",
  closed: "This visit's room has closed.",
  ended: "The visit has ended. Thank you.",
  preview: {
    heading: "Before you join",
    lead: "Check that you can see and hear yourself. Nothing is recorded.",
    camera: "Camera",
    microphone: "Microphone",
    joinPatient: "Join the visit",
    joinDoctor: "Open the room",
    audioOnly: "Join with audio only",
  },
  waiting: "{doctor} will let you in. Please stay on this page.",
  doctorWaitingFor: "Waiting for {patient} to join.",
  patientWaiting: "{patient} is in the waiting room.",
  admit: "Let her in",
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  controls: {
    label: "Call controls",
    mute: "Mute",
    unmute: "Unmute",
    cameraOff: "Turn camera off",
    cameraOn: "Turn camera on",
    audioOnly: "Audio only",
    video: "Use video",
    leave: "Leave",
    end: "End the visit",
    endConfirm: "End the visit for both of you? She cannot rejoin afterwards.",
  },
  /** Her camera turned off by the room because her connection stayed too weak for video. */
  weakConnection: {
    notice:
      "Your connection is weak just now, so your camera is off to keep the call clear. {name} can still hear you.",
    videoBack: "Turn video back on",
  },
  you: "You",
  remoteVideo: "{name}'s video",
  failures: {
    denied:
      "Your browser is not letting this page use the camera and microphone. Allow them in the address bar's settings, then reload this page.",
    noDevice: "No camera or microphone was found. Connect one, or join with audio only.",
    inUse: "Your camera or microphone is in use by another app. Close it, then try again.",
    unsupported:
      "This browser cannot make video calls. Open this page in a recent Chrome, Safari, Firefox or Edge.",
    blocked:
      "The call cannot get through your network. Try another network (mobile data instead of Wi-Fi), or call the clinic.",
    refused: "The room did not accept that just now. Reload the page to try again.",
  },
} as const;

/** The room's words in either language: what the page hands to the room's component. */
export type VisitRoomCopy = Copy<typeof visitRoom>;
