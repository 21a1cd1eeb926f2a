import type { DoctorId } from "../doctors";

/** The doctors' names and roles as Hindi pages show them; their figures stay in ../doctors. */
export const doctorCopy: Readonly<
  Record<
    DoctorId,
    { readonly name: string; readonly title: string; readonly specialization: string }
  >
> = {
  1: {
    name: "डॉ. काव्या मेनन",
    title: "वरिष्ठ सलाहकार, गुदा रोग विशेषज्ञ",
    specialization: "लेज़र से गुदा रोगों का इलाज",
  },
  2: {
    name: "डॉ. अनन्या अय्यर",
    title: "सलाहकार, बड़ी आंत और गुदा की सर्जन",
    specialization: "गुदा में दरार (फ़िशर) और गुदा के दर्द का इलाज",
  },
  3: {
    name: "डॉ. मीरा कुलकर्णी",
    title: "वरिष्ठ सर्जन, बड़ी आंत और गुदा",
    specialization: "जटिल भगंदर (फ़िस्टुला) की सर्जरी",
  },
  4: {
    name: "डॉ. स्नेहा रेड्डी",
    title: "सलाहकार, गुदा रोग विशेषज्ञ",
    specialization: "बिना ऑपरेशन बवासीर (पाइल्स) का इलाज",
  },
  5: {
    name: "डॉ. फ़राह सिद्दीक़ी",
    title: "आपातकालीन गुदा रोग विशेषज्ञ",
    specialization: "गुदा की तुरंत ज़रूरी देखभाल",
  },
  6: {
    name: "डॉ. रितु मल्होत्रा",
    title: "प्रमुख, ऑपरेशन के बाद की देखभाल",
    specialization: "ऑपरेशन के बाद की रिकवरी और पेल्विक फ़्लोर की देखभाल",
  },
};
