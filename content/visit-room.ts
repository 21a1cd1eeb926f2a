import { clinicPhone } from "./contact";

/**
 * A video visit's room in words (components/video/visit-room.tsx). Discreet like every mail: no
 * condition is named anywhere on the page or in its title.
 */
export const visitRoom = {
  title: "Your video visit",
  doctorTitle: "Video visit",
  withDoctor: (doctor: string) => `With ${doctor}`,
  withPatient: (patient: string) => `With ${patient}`,
  startsAt: (when: string) => `Starts ${when}`,
  phone: clinicPhone,
  callUs: "If anything goes wrong, call the clinic:",
  notOpen: (opens: string) =>
    `The room opens ${opens}, ten minutes before your visit. Keep this page: it will let you in then.`,
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
    starting: "Starting your camera…",
  },
  waiting: (doctor: string) => `${doctor} will let you in. Please stay on this page.`,
  doctorWaitingFor: (patient: string) => `Waiting for ${patient} to join.`,
  patientWaiting: (patient: string) => `${patient} is in the waiting room.`,
  admit: "Let her in",
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  otherLeft: (name: string) => `${name} has left the call. She can rejoin from the same link.`,
  controls: {
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
  you: "You",
  remoteVideo: (name: string) => `${name}'s video`,
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
    offline: "Your connection to the clinic dropped. Trying again…",
  },
} as const;
