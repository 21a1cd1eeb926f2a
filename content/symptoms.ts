import { siteConfig } from "./site";

/**
 * Copy of the Symptoms, First Aid and Emergency Tips page. General, conservative
 * self-care information in plain words: it tells a woman when to get help, never what she has.
 */

const emergencyNumber = siteConfig.legal.emergencyNumber;

export const symptomsHero = {
  eyebrow: "General health information",
  title: "Symptoms, first aid and when to get help",
  lead: "A simple guide to the common signs of piles, fissures and fistulas, what you can safely do at home, and which signs need a doctor quickly.",
} as const;

export const medicalDisclaimer = {
  title: "This is general information, not a diagnosis",
  body: `Only a doctor who examines you can tell what is causing your symptoms. If you are pregnant, breastfeeding or taking other medicines, ask a doctor or pharmacist before using any medicine. In an emergency, call ${emergencyNumber}.`,
} as const;

export type ConditionGuide = {
  readonly id: "piles" | "fissure" | "fistula";
  readonly name: string;
  readonly summary: string;
  readonly symptoms: readonly string[];
  readonly firstAid: readonly string[];
  readonly emergencySigns: readonly string[];
};

export const conditionGuides = [
  {
    id: "piles",
    name: "Piles (haemorrhoids)",
    summary:
      "Swollen blood vessels in and around the back passage. Very common, especially during pregnancy, after childbirth and with constipation.",
    symptoms: [
      "Bright red blood on the toilet paper or in the pan after a bowel movement",
      "A soft lump or swelling near the back passage",
      "Itching or irritation around the back passage",
      "A feeling that your bowel has not fully emptied",
      "Discomfort or a dull ache, worse after sitting for long",
    ],
    firstAid: [
      "Sit in a warm, shallow bath (a sitz bath) for 10 to 15 minutes, two or three times a day",
      "Eat more fibre (fruit, vegetables, whole grains, dal) and drink plenty of water",
      "Don't strain, and don't sit on the toilet for long (leave the phone outside)",
      "Clean gently with water and pat dry; avoid scented soaps and wipes",
      "Don't take ibuprofen or aspirin if you are bleeding; paracetamol, as the pack directs, is usually safer",
    ],
    emergencySigns: [
      "Heavy bleeding, bleeding that does not stop, or passing clots",
      "Bleeding with dizziness, fainting or a racing heartbeat",
      "Black, tar-like stools",
      "Sudden, severe pain with a hard, bluish lump",
      "A lump that will not go back in and is getting more painful",
    ],
  },
  {
    id: "fissure",
    name: "Anal fissure",
    summary:
      "A small tear in the skin at the opening of the back passage, often after passing a hard stool. Most heal with simple care.",
    symptoms: [
      "Sharp, cutting pain while passing a stool",
      "A burning or aching pain that can last for hours afterwards",
      "A streak of bright red blood on the toilet paper",
      "A small skin tag near the tear, if it has been there for a while",
      "Putting off going to the toilet because you fear the pain",
    ],
    firstAid: [
      "Take a warm sitz bath after each bowel movement to relax the muscle and ease pain",
      "Keep stools soft: fibre, plenty of water, and a fibre supplement such as isabgol (psyllium) if needed",
      "Go when you feel the urge; holding it in makes stools harder",
      "Don't strain; put your feet on a low stool to make passing easier",
      "Clean gently with water and pat dry",
    ],
    emergencySigns: [
      "Fever with pain or swelling that keeps getting worse",
      "Heavy bleeding, or bleeding that does not stop",
      "Severe pain that simple painkillers and warm baths do not ease",
      "Pain that has not improved after six weeks of home care (book a visit soon)",
    ],
  },
  {
    id: "fistula",
    name: "Anal fistula",
    summary:
      "A small tunnel between the inside of the back passage and the skin nearby, usually after an abscess. It needs a doctor's treatment to heal.",
    symptoms: [
      "A small opening in the skin near the back passage that leaks pus or blood",
      "A painful swelling that bursts, settles, and then comes back",
      "Irritation or itching of the skin around the opening",
      "Pain when sitting, moving or passing a stool",
      "Sometimes fever and feeling unwell when a swelling forms",
    ],
    firstAid: [
      "A fistula does not heal with home care alone; book a consultation",
      "Take warm sitz baths to ease discomfort and help any discharge drain",
      "Keep the area clean and dry; use a soft gauze pad and change it often",
      "Wear loose cotton underwear",
      "Never squeeze or try to drain a swelling yourself",
    ],
    emergencySigns: [
      "Fever or chills with a painful, hot, swollen lump",
      "Redness spreading across the skin",
      "Pain so bad you cannot sit, walk or pass urine",
      "Feeling very unwell, confused or faint",
    ],
  },
] as const satisfies readonly ConditionGuide[];

export const emergencyTips = {
  title: "If it feels like an emergency",
  items: [
    {
      icon: "call",
      title: `Call ${emergencyNumber} first`,
      body: `For heavy bleeding, fainting, or feeling very unwell, call ${emergencyNumber} or go to the nearest emergency department.`,
    },
    {
      icon: "rest",
      title: "Lie down and stay with someone",
      body: "If you feel faint, lie down with your legs raised and ask someone to stay with you.",
    },
    {
      icon: "medicine",
      title: "Be careful with painkillers",
      body: "Avoid ibuprofen and aspirin while you are bleeding, and codeine, which causes constipation. Ask a pharmacist if unsure.",
    },
    {
      icon: "notes",
      title: "Note what is happening",
      body: "When it started, how much bleeding, any fever, your medicines, and if you may be pregnant. It helps the doctor help you faster.",
    },
  ],
} as const;

export const femaleDoctorReasons = {
  title: "Why see a female proctologist",
  items: [
    {
      icon: "talk",
      title: "Easier to talk openly",
      body: "Many women describe their symptoms more fully to a woman, and that leads to a clearer diagnosis.",
    },
    {
      icon: "women",
      title: "Understands women's health",
      body: "Pregnancy, childbirth and hormonal changes all affect these conditions. Our doctors plan around them.",
    },
    {
      icon: "comfort",
      title: "Comfort and dignity",
      body: "A female doctor and a female nurse, a private room, and nothing done without your consent.",
    },
  ],
} as const;

export const symptomsCta = {
  title: "Get a proper diagnosis, privately",
  body: "If any of this sounds familiar, a short consultation with a female specialist can put your mind at rest and start the right care.",
} as const;

/** The words the page writes around the guides: its search listing, headings, links and buttons. */
export const symptomsLabels = {
  metaTitle: "Symptoms, First Aid and Emergency Tips",
  metaDescription:
    "Plain-language signs of piles, anal fissures and fistulas, safe first aid at home, and the warning signs that need a doctor quickly. General information from female proctologists.",
  keywords: [
    "piles symptoms in women",
    "fissure first aid",
    "fistula symptoms",
    "sitz bath for piles",
    "when to see a doctor for rectal bleeding",
  ],
  breadcrumb: "Symptoms and First Aid",
  onThisPage: "On this page",
  emergencyLink: "Emergency tips",
  commonSigns: "Common signs",
  homeCare: "What you can do at home",
  getHelp: "Get help quickly if you have",
  callEmergency: (number: string) => `Call ${number}`,
  /** Around the clinic's phone number, which the page links. */
  urgentCare: {
    before: (support: string) =>
      `For urgent problems that are not life-threatening, our female care team answers ${support} on`,
    after: ".",
  },
} as const;
