import type * as en from "../visit-guest";
import type { Copy } from "../i18n";
import { clinicPhone } from "../contact";

/** The door of a guest's video visit in Hindi (see ../visit-guest.ts). */
export const visitGuest: Copy<typeof en.visitGuest> = {
  title: "आपकी वीडियो विज़िट",
  withDoctor: "{doctor} के साथ · शुरू: {when} (भारत का समय)",
  notOpen:
    "रूम {opens} पर खुलेगा, आपकी विज़िट से दस मिनट पहले। तब इसी लिंक पर वापस आएँ: यह अभी इस्तेमाल नहीं हुआ है।",
  oneBrowser:
    "यह लिंक सिर्फ़ आपका है: यह सिर्फ़ उसी ब्राउज़र को अंदर आने देता है जिसमें इससे पहली बार अंदर जाया गया। उसी फ़ोन या कंप्यूटर पर अंदर जाएँ जिससे आप विज़िट करेंगी।",
  goIn: "अपनी विज़िट में जाएँ",
  spent:
    "इस लिंक से किसी और ब्राउज़र में पहले ही अंदर जाया जा चुका है। आपकी निजता के लिए यह सिर्फ़ उसी ब्राउज़र में काम करता है: इसे वहीं खोलें, या क्लिनिक को फ़ोन करें, हम मदद करेंगे।",
  callUs: "कोई भी दिक़्क़त हो, तो क्लिनिक को फ़ोन करें:",
  phone: clinicPhone,
};
