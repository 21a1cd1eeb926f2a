import { clinicPhone } from "../contact";
import type { VisitRoomCopy } from "../visit-room";

/**
 * Hindi copy of ../visit-room.ts, for the patient whose account reads Hindi: every key of the
 * English, typed by it. Her doctor's side of the room stays English; its words are here too so the
 * shape is one. Browser names stay in Latin letters, as her phone shows them.
 */
export const visitRoom: VisitRoomCopy = {
  title: "आपका वीडियो परामर्श",
  doctorTitle: "वीडियो परामर्श",
  doctorPrefix: "डॉ. ",
  withDoctor: "{name} के साथ",
  withPatient: "{name} के साथ",
  startsAt: "समय: {when}",
  phone: clinicPhone,
  callUs: "कोई दिक़्क़त हो तो क्लिनिक को फ़ोन करें:",
  notOpen:
    "वीडियो कॉल इस समय खुलेगी: {opens}, यानी आपके परामर्श से दस मिनट पहले। यह पेज खुला रखें: तब इसी से आप जुड़ पाएँगी।",
  closed: "इस परामर्श की वीडियो कॉल अब बंद हो चुकी है।",
  ended: "परामर्श पूरा हो गया। धन्यवाद।",
  preview: {
    heading: "जुड़ने से पहले",
    lead: "देख लें कि आप ख़ुद को देख और सुन पा रही हैं। कुछ भी रिकॉर्ड नहीं होता।",
    camera: "कैमरा",
    microphone: "माइक्रोफ़ोन",
    joinPatient: "परामर्श से जुड़ें",
    joinDoctor: "कॉल खोलें",
    audioOnly: "सिर्फ़ आवाज़ के साथ जुड़ें",
  },
  waiting: "{doctor} आपको जल्द ही अंदर बुलाएँगी। कृपया इसी पेज पर रहें।",
  doctorWaitingFor: "{patient} के जुड़ने का इंतज़ार है।",
  patientWaiting: "{patient} इंतज़ार कर रही हैं।",
  admit: "उन्हें अंदर बुलाएँ",
  connecting: "जुड़ रहा है…",
  reconnecting: "फिर से जुड़ रहा है…",
  controls: {
    label: "कॉल के बटन",
    mute: "माइक बंद करें",
    unmute: "माइक चालू करें",
    cameraOff: "कैमरा बंद करें",
    cameraOn: "कैमरा चालू करें",
    audioOnly: "सिर्फ़ आवाज़",
    video: "वीडियो चालू करें",
    leave: "कॉल छोड़ें",
    end: "परामर्श समाप्त करें",
    endConfirm: "आप दोनों के लिए परामर्श समाप्त करें? इसके बाद वे दोबारा नहीं जुड़ पाएँगी।",
  },
  weakConnection: {
    notice:
      "अभी आपका इंटरनेट कमज़ोर है, इसलिए कॉल साफ़ चलती रहे, इसके लिए आपका कैमरा बंद कर दिया गया है। {name} आपको अब भी सुन सकती हैं।",
    videoBack: "वीडियो फिर से चालू करें",
  },
  you: "आप",
  remoteVideo: "{name} का वीडियो",
  failures: {
    denied:
      "आपका ब्राउज़र इस पेज को कैमरा और माइक्रोफ़ोन इस्तेमाल नहीं करने दे रहा। पता लिखने वाली पट्टी की सेटिंग में इन्हें अनुमति दें, फिर पेज दोबारा लोड करें।",
    noDevice: "कोई कैमरा या माइक्रोफ़ोन नहीं मिला। कोई एक जोड़ें, या सिर्फ़ आवाज़ के साथ जुड़ें।",
    inUse: "आपका कैमरा या माइक्रोफ़ोन किसी दूसरे ऐप में चल रहा है। उसे बंद करें, फिर से कोशिश करें।",
    unsupported:
      "इस ब्राउज़र से वीडियो कॉल नहीं हो सकती। यह पेज किसी नए Chrome, Safari, Firefox या Edge में खोलें।",
    blocked:
      "आपके नेटवर्क से कॉल नहीं जुड़ पा रही। कोई दूसरा नेटवर्क आज़माएँ (वाई-फ़ाई की जगह मोबाइल डेटा), या क्लिनिक को फ़ोन करें।",
    refused: "अभी यह नहीं हो सका। पेज दोबारा लोड करके फिर से कोशिश करें।",
  },
};
