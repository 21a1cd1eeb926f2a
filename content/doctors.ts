/**
 * The six doctors and their consultation fees. The people are fictional sample content; there are
 * no photos, so pages show initials (`image` is null). `email`, `firstName` and `lastName` are also
 * what the database seed uses to create each doctor's account.
 */

import type { CitySlug } from "./cities";

export interface ConsultationType {
  readonly id: "initial" | "follow-up" | "urgent";
  readonly type: string;
  /** Minutes. */
  readonly duration: number;
  readonly description: string;
}

/** Every doctor offers the same three lengths of appointment. */
export const consultationTypes = [
  {
    id: "initial",
    type: "Initial Consultation",
    duration: 60,
    description: "Time to talk through your symptoms, a gentle examination and a clear plan.",
  },
  {
    id: "follow-up",
    type: "Follow-up Consultation",
    duration: 30,
    description: "A check on your progress and answers to anything new.",
  },
  {
    id: "urgent",
    type: "Urgent Consultation",
    duration: 45,
    description: "A same-day appointment when pain or bleeding can't wait.",
  },
] as const satisfies readonly ConsultationType[];

export interface DoctorTestimonial {
  /** First name only, for privacy. */
  readonly name: string;
  readonly age: number;
  readonly condition: string;
  readonly text: string;
  readonly rating: number;
  readonly timeframe: string;
}

interface DoctorBase {
  readonly id: number;
  /** With the "Dr. " prefix. */
  readonly name: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly title: string;
  readonly specialization: string;
  /** Years in practice. */
  readonly experience: number;
  readonly education: string;
  readonly rating: number;
  readonly reviews: number;
  readonly patientsHelped: number;
  readonly successRate: string;
  readonly location: readonly CitySlug[];
  /** No photos are published; pages show initials. */
  readonly image: null;
  readonly bio: string;
  readonly personalMission: string;
  readonly specialties: readonly string[];
  readonly expertise: readonly string[];
  readonly qualifications: readonly string[];
  readonly detailedEducation: readonly {
    readonly degree: string;
    readonly institution: string;
    readonly year: number;
    readonly distinction: string;
  }[];
  readonly certifications: readonly string[];
  readonly languages: readonly string[];
  readonly achievements: readonly {
    readonly title: string;
    readonly description: string;
    readonly year: number;
  }[];
  readonly availability: string;
  readonly availableSlots: readonly string[];
  readonly consultationTypes: readonly ConsultationType[];
  readonly testimonials: readonly DoctorTestimonial[];
  readonly treatmentPhilosophy: string;
  readonly whyChooseHer: readonly { readonly title: string; readonly description: string }[];
}

/**
 * The emergency specialist offers an emergency consultation instead of a video one, so the fee
 * shape depends on the flag; the optional `undefined` members let callers read either fee unnarrowed.
 */
type DoctorFees =
  | {
      readonly emergencySpecialist: false;
      readonly consultationFee: number;
      readonly videoConsultationFee: number;
      readonly emergencyConsultationFee?: undefined;
    }
  | {
      readonly emergencySpecialist: true;
      readonly consultationFee: number;
      readonly emergencyConsultationFee: number;
      readonly videoConsultationFee?: undefined;
    };

type DoctorFeature =
  | { readonly featured: true; readonly featuredLabel: string }
  | { readonly featured: false; readonly featuredLabel?: undefined };

type DoctorEntry = DoctorBase & DoctorFees & DoctorFeature;

const doctorList = [
  {
    id: 1,
    name: "Dr. Kavya Menon",
    firstName: "Kavya",
    lastName: "Menon",
    email: "kavya.menon@sahelicare.in",
    title: "Senior Consultant Proctologist",
    specialization: "Laser Proctology",
    experience: 18,
    education: "MBBS, MS (General Surgery), FIAGES",
    rating: 4.9,
    reviews: 450,
    patientsHelped: 5200,
    successRate: "98%",
    location: ["mumbai", "pune"],
    image: null,
    bio: "Dr. Kavya Menon has spent eighteen years treating piles, fissures and fistulas, and the last decade focused on laser procedures that let women recover quickly and quietly. Patients describe her as calm, direct and never hurried.",
    personalMission:
      "No woman should put off care because she feels embarrassed. I want every patient to leave her first visit relieved, informed and in control of her choices.",
    specialties: [
      "Laser piles treatment",
      "Laser fissure treatment",
      "Piles during and after pregnancy",
    ],
    expertise: [
      "Laser haemorrhoidoplasty",
      "Day-care anorectal procedures",
      "Minimally invasive fissure care",
      "Recurrent piles",
    ],
    qualifications: ["MBBS", "MS (General Surgery)", "FIAGES"],
    detailedEducation: [
      {
        degree: "MBBS",
        institution: "Seth GS Medical College and KEM Hospital, Mumbai",
        year: 2003,
        distinction: "Distinction in Surgery",
      },
      {
        degree: "MS (General Surgery)",
        institution: "Grant Government Medical College, Mumbai",
        year: 2007,
        distinction: "University first rank",
      },
      {
        degree: "Fellowship in Minimal Access Surgery (FIAGES)",
        institution: "Indian Association of Gastrointestinal Endo Surgeons",
        year: 2010,
        distinction: "Completed with honours",
      },
    ],
    certifications: ["Certified laser proctology surgeon", "Advanced Cardiac Life Support (ACLS)"],
    languages: ["English", "Hindi", "Marathi", "Malayalam"],
    achievements: [
      {
        title: "Over 5,000 women treated",
        description: "A milestone reached across her clinics in Mumbai and Pune.",
        year: 2023,
      },
      {
        title: "Best paper, national proctology conference",
        description: "On faster recovery after laser treatment of grade 2 and 3 piles.",
        year: 2019,
      },
      {
        title: "Women's health educator",
        description: "Runs free monthly talks on bowel health for women's groups.",
        year: 2016,
      },
    ],
    availability: "Monday to Friday",
    availableSlots: ["9:30 AM", "11:00 AM", "2:30 PM", "4:00 PM"],
    consultationTypes,
    consultationFee: 1500,
    videoConsultationFee: 800,
    emergencySpecialist: false,
    testimonials: [
      {
        name: "Sunita",
        age: 45,
        condition: "Grade 3 piles",
        text: "She explained everything twice without my asking. I was walking comfortably within a week.",
        rating: 5,
        timeframe: "6 months ago",
      },
      {
        name: "Ritika",
        age: 31,
        condition: "Piles after pregnancy",
        text: "I had waited two years out of embarrassment. She made the first visit feel completely ordinary.",
        rating: 5,
        timeframe: "3 months ago",
      },
    ],
    treatmentPhilosophy:
      "Start with the gentlest treatment that will work, explain every step before it happens, and follow up until the patient says she feels like herself again.",
    whyChooseHer: [
      {
        title: "18 years of experience",
        description: "Thousands of women treated for piles, fissures and fistulas.",
      },
      {
        title: "Laser specialist",
        description: "Day-care procedures with quicker, more comfortable recovery.",
      },
      {
        title: "Unhurried consultations",
        description: "A full hour at your first visit to listen and explain.",
      },
      {
        title: "Speaks your language",
        description: "Consults in English, Hindi, Marathi and Malayalam.",
      },
    ],
    featured: true,
    featuredLabel: "Most Trusted Senior Specialist",
  },
  {
    id: 2,
    name: "Dr. Ananya Iyer",
    firstName: "Ananya",
    lastName: "Iyer",
    email: "ananya.iyer@sahelicare.in",
    title: "Consultant Colorectal Surgeon",
    specialization: "Fissure and Anal Pain Care",
    experience: 12,
    education: "MBBS, MS (General Surgery), DNB",
    rating: 4.8,
    reviews: 320,
    patientsHelped: 3100,
    successRate: "96%",
    location: ["chennai", "bangalore", "coimbatore"],
    image: null,
    bio: "Dr. Ananya Iyer focuses on fissures and the anal pain that so many women quietly live with. She favours non-surgical care first and uses laser only when a fissure needs it.",
    personalMission:
      "Pain when going to the toilet is common, treatable and nothing to be ashamed of. I want women to hear that early.",
    specialties: ["Acute and chronic fissures", "Anal pain", "Fissures after childbirth"],
    expertise: ["Non-surgical fissure healing", "Laser sphincterotomy", "Bowel-habit counselling"],
    qualifications: ["MBBS", "MS (General Surgery)", "DNB (General Surgery)"],
    detailedEducation: [
      {
        degree: "MBBS",
        institution: "Madras Medical College, Chennai",
        year: 2008,
        distinction: "Distinction in Anatomy",
      },
      {
        degree: "MS (General Surgery)",
        institution: "Stanley Medical College, Chennai",
        year: 2012,
        distinction: "Best outgoing resident",
      },
      {
        degree: "DNB (General Surgery)",
        institution: "National Board of Examinations",
        year: 2013,
        distinction: "Passed in first attempt",
      },
    ],
    certifications: ["Certified laser proctology surgeon", "Basic Life Support (BLS)"],
    languages: ["English", "Tamil", "Hindi", "Kannada"],
    achievements: [
      {
        title: "Fissure care pathway",
        description: "Designed the step-by-step non-surgical plan now used across the team.",
        year: 2021,
      },
      {
        title: "Postpartum bowel health talks",
        description: "Regular sessions for new mothers at maternity clinics.",
        year: 2018,
      },
    ],
    availability: "Monday, Wednesday and Friday",
    availableSlots: ["9:00 AM", "10:30 AM", "3:00 PM"],
    consultationTypes,
    consultationFee: 1200,
    videoConsultationFee: 600,
    emergencySpecialist: false,
    testimonials: [
      {
        name: "Deepa",
        age: 29,
        condition: "Acute fissure",
        text: "No procedure, just the right medicines and advice. It healed in three weeks.",
        rating: 5,
        timeframe: "2 months ago",
      },
      {
        name: "Meenakshi",
        age: 38,
        condition: "Chronic fissure",
        text: "She was honest that ointments alone would not be enough, and the laser treatment worked.",
        rating: 5,
        timeframe: "5 months ago",
      },
    ],
    treatmentPhilosophy:
      "Most fissures heal without surgery. When one doesn't, the least invasive option that protects continence is the right one.",
    whyChooseHer: [
      {
        title: "Fissure specialist",
        description: "Most of her practice is fissures and anal pain.",
      },
      {
        title: "Non-surgical first",
        description: "Procedures only when your fissure truly needs one.",
      },
      {
        title: "Care after childbirth",
        description: "Experienced with fissures and piles after delivery.",
      },
      { title: "Gentle examinations", description: "Known for making the first examination easy." },
    ],
    featured: false,
  },
  {
    id: 3,
    name: "Dr. Meera Kulkarni",
    firstName: "Meera",
    lastName: "Kulkarni",
    email: "meera.kulkarni@sahelicare.in",
    title: "Senior Colorectal Surgeon",
    specialization: "Complex Fistula Surgery",
    experience: 20,
    education: "MBBS, MS (General Surgery), MCh (Surgical Gastroenterology)",
    rating: 4.9,
    reviews: 280,
    patientsHelped: 2800,
    successRate: "95%",
    location: ["delhi", "jaipur", "lucknow"],
    image: null,
    bio: "Dr. Meera Kulkarni treats complex and recurring fistulas, often for women who have already had treatment elsewhere. She is known for careful planning and sphincter-saving techniques.",
    personalMission:
      "A fistula that keeps coming back wears a woman down. My aim is to treat it properly once, and to protect her continence while doing it.",
    specialties: ["Complex fistulas", "Recurring fistulas", "Anorectal abscess"],
    expertise: [
      "Sphincter-saving fistula surgery",
      "Seton placement",
      "MRI-guided surgical planning",
    ],
    qualifications: ["MBBS", "MS (General Surgery)", "MCh (Surgical Gastroenterology)"],
    detailedEducation: [
      {
        degree: "MBBS",
        institution: "Maulana Azad Medical College, New Delhi",
        year: 2000,
        distinction: "Distinction in Surgery",
      },
      {
        degree: "MS (General Surgery)",
        institution: "Maulana Azad Medical College, New Delhi",
        year: 2004,
        distinction: "Gold medal",
      },
      {
        degree: "MCh (Surgical Gastroenterology)",
        institution: "Sanjay Gandhi Postgraduate Institute of Medical Sciences, Lucknow",
        year: 2008,
        distinction: "Best thesis award",
      },
    ],
    certifications: [
      "Advanced colorectal surgery training",
      "Advanced Cardiac Life Support (ACLS)",
    ],
    languages: ["English", "Hindi", "Marathi"],
    achievements: [
      {
        title: "Recurrent fistula clinic",
        description: "Set up a dedicated clinic for women whose fistulas had returned.",
        year: 2017,
      },
      {
        title: "Teaching faculty",
        description: "Trains young surgeons in sphincter-saving techniques.",
        year: 2014,
      },
    ],
    availability: "Tuesday to Saturday",
    availableSlots: ["10:00 AM", "11:30 AM", "2:00 PM"],
    consultationTypes,
    consultationFee: 2000,
    videoConsultationFee: 1000,
    emergencySpecialist: false,
    testimonials: [
      {
        name: "Kiran",
        age: 42,
        condition: "Recurring fistula",
        text: "After two earlier operations I had lost hope. She took the time to plan it properly and it has stayed healed.",
        rating: 5,
        timeframe: "1 year ago",
      },
      {
        name: "Shabnam",
        age: 36,
        condition: "Complex fistula",
        text: "She showed me the scan and explained each step. I never felt left in the dark.",
        rating: 5,
        timeframe: "8 months ago",
      },
    ],
    treatmentPhilosophy:
      "Map the fistula completely before operating, protect the sphincter above all, and stay with the patient through the long healing.",
    whyChooseHer: [
      { title: "20 years of experience", description: "Two decades of colorectal surgery." },
      {
        title: "Complex cases",
        description: "Often sees women whose fistulas returned after earlier treatment.",
      },
      { title: "Careful planning", description: "MRI mapping before every complex procedure." },
      {
        title: "Long-term follow-up",
        description: "Stays involved until the tract has fully healed.",
      },
    ],
    featured: false,
  },
  {
    id: 4,
    name: "Dr. Sneha Reddy",
    firstName: "Sneha",
    lastName: "Reddy",
    email: "sneha.reddy@sahelicare.in",
    title: "Consultant Proctologist",
    specialization: "Non-surgical Piles Care",
    experience: 8,
    education: "MBBS, MS (General Surgery)",
    rating: 4.7,
    reviews: 210,
    patientsHelped: 1800,
    successRate: "94%",
    location: ["hyderabad", "nagpur"],
    image: null,
    bio: "Dr. Sneha Reddy sees many women at the early stage, when piles and fissures can usually be settled with medicines, diet and simple routine changes.",
    personalMission:
      "Coming in early makes treatment simpler. I want the first visit to feel easy enough that women don't wait.",
    specialties: ["Early-stage piles", "Constipation", "Bowel health for women"],
    expertise: ["Non-surgical piles management", "Diet and fibre planning", "Early fissure care"],
    qualifications: ["MBBS", "MS (General Surgery)"],
    detailedEducation: [
      {
        degree: "MBBS",
        institution: "Osmania Medical College, Hyderabad",
        year: 2012,
        distinction: "Honours in Physiology",
      },
      {
        degree: "MS (General Surgery)",
        institution: "Gandhi Medical College, Hyderabad",
        year: 2017,
        distinction: "Best clinical presentation award",
      },
    ],
    certifications: ["Certificate course in proctology", "Basic Life Support (BLS)"],
    languages: ["English", "Telugu", "Hindi"],
    achievements: [
      {
        title: "Community screening camps",
        description: "Leads free bowel-health check-ups for working women.",
        year: 2022,
      },
      {
        title: "Patient education series",
        description: "Wrote the team's plain-language guides to diet and piles.",
        year: 2020,
      },
    ],
    availability: "Monday to Saturday",
    availableSlots: ["9:00 AM", "10:00 AM", "3:30 PM", "4:30 PM"],
    consultationTypes,
    consultationFee: 1000,
    videoConsultationFee: 500,
    emergencySpecialist: false,
    testimonials: [
      {
        name: "Anusha",
        age: 27,
        condition: "Grade 1 piles",
        text: "She was so approachable. The diet changes and medicines sorted it out within a month.",
        rating: 5,
        timeframe: "4 months ago",
      },
      {
        name: "Farida",
        age: 50,
        condition: "Grade 2 piles",
        text: "Clear advice and a follow-up call every week. I felt looked after.",
        rating: 4,
        timeframe: "7 months ago",
      },
    ],
    treatmentPhilosophy:
      "Treat early, treat simply, and give every woman the knowledge to keep symptoms from returning.",
    whyChooseHer: [
      { title: "Early care focus", description: "Most of her patients never need a procedure." },
      { title: "Approachable", description: "Easy to talk to, especially for a first visit." },
      {
        title: "Practical diet advice",
        description: "Plans built around the food you already eat.",
      },
      {
        title: "Affordable consultations",
        description: "The lowest consultation fee on the team.",
      },
    ],
    featured: false,
  },
  {
    id: 5,
    name: "Dr. Farah Siddiqui",
    firstName: "Farah",
    lastName: "Siddiqui",
    email: "farah.siddiqui@sahelicare.in",
    title: "Emergency Proctology Specialist",
    specialization: "Urgent Anorectal Care",
    experience: 14,
    education: "MBBS, MS (General Surgery), FMAS",
    rating: 4.8,
    reviews: 150,
    patientsHelped: 2400,
    successRate: "97%",
    location: ["kolkata", "bhopal", "indore"],
    image: null,
    bio: "Dr. Farah Siddiqui leads the team's urgent care: sudden severe pain, painful swellings, abscesses and bleeding. She makes sure relief comes first and a calm plan follows.",
    personalMission:
      "When something happens suddenly, a woman should be able to reach a female specialist quickly, at any hour.",
    specialties: ["Thrombosed piles", "Anorectal abscess", "Sudden bleeding"],
    expertise: ["Same-day procedures", "Abscess drainage", "Urgent pain relief"],
    qualifications: ["MBBS", "MS (General Surgery)", "FMAS"],
    detailedEducation: [
      {
        degree: "MBBS",
        institution: "Calcutta Medical College, Kolkata",
        year: 2006,
        distinction: "Distinction in Surgery",
      },
      {
        degree: "MS (General Surgery)",
        institution: "Institute of Post Graduate Medical Education and Research, Kolkata",
        year: 2010,
        distinction: "Best resident in emergency surgery",
      },
      {
        degree: "FMAS (Fellowship in Minimal Access Surgery)",
        institution: "Association of Minimal Access Surgeons of India",
        year: 2012,
        distinction: "Completed with honours",
      },
    ],
    certifications: ["Advanced Trauma Life Support (ATLS)", "Advanced Cardiac Life Support (ACLS)"],
    languages: ["English", "Hindi", "Bengali", "Urdu"],
    achievements: [
      {
        title: "24/7 urgent care line",
        description: "Set up the team's round-the-clock line staffed by women.",
        year: 2020,
      },
      {
        title: "Urgent care protocol",
        description: "Wrote the team's guidelines for same-day anorectal care.",
        year: 2018,
      },
    ],
    availability: "24/7 for urgent care",
    availableSlots: ["Same day", "Within 2 hours"],
    consultationTypes,
    consultationFee: 1800,
    emergencyConsultationFee: 3000,
    emergencySpecialist: true,
    testimonials: [
      {
        name: "Pooja",
        age: 33,
        condition: "Thrombosed pile",
        text: "I called late at night and was seen the same day. The pain eased within hours.",
        rating: 5,
        timeframe: "2 months ago",
      },
      {
        name: "Rekha",
        age: 47,
        condition: "Abscess",
        text: "Quick, kind and very clear about what would happen next.",
        rating: 5,
        timeframe: "5 months ago",
      },
    ],
    treatmentPhilosophy:
      "Relieve pain first, treat what needs treating today, and leave everything else for a calm, planned follow-up.",
    whyChooseHer: [
      { title: "Available round the clock", description: "Urgent consultations at any hour." },
      { title: "Relief first", description: "Pain relief before anything else." },
      {
        title: "Calm under pressure",
        description: "Clear explanations even when things feel urgent.",
      },
      {
        title: "Smooth hand-over",
        description: "Plans any longer-term care with the right specialist.",
      },
    ],
    featured: false,
  },
  {
    id: 6,
    name: "Dr. Ritu Malhotra",
    firstName: "Ritu",
    lastName: "Malhotra",
    email: "ritu.malhotra@sahelicare.in",
    title: "Head of Post-Surgical Care",
    specialization: "Post-Surgical Recovery and Pelvic Floor Care",
    experience: 25,
    education: "MBBS, MS (General Surgery), FRCS",
    rating: 4.9,
    reviews: 380,
    patientsHelped: 6000,
    successRate: "97%",
    location: ["bangalore", "ahmedabad", "kochi"],
    image: null,
    bio: "Dr. Ritu Malhotra is the most senior surgeon on the team. She oversees recovery after anorectal surgery, including for women whose healing has been slow after treatment elsewhere.",
    personalMission:
      "The weeks after surgery matter as much as the surgery. No woman should go through them without someone to ask.",
    specialties: ["Post-surgical recovery", "Slow-healing wounds", "Pelvic floor problems"],
    expertise: ["Wound care", "Pelvic floor rehabilitation", "Revision surgery"],
    qualifications: ["MBBS", "MS (General Surgery)", "FRCS"],
    detailedEducation: [
      {
        degree: "MBBS",
        institution: "Christian Medical College, Vellore",
        year: 1995,
        distinction: "Distinction in Surgery",
      },
      {
        degree: "MS (General Surgery)",
        institution: "Christian Medical College, Vellore",
        year: 1999,
        distinction: "Gold medal",
      },
      {
        degree: "FRCS",
        institution: "Royal College of Surgeons of Edinburgh",
        year: 2003,
        distinction: "Awarded on first attempt",
      },
    ],
    certifications: [
      "Pelvic floor rehabilitation training",
      "Advanced Cardiac Life Support (ACLS)",
    ],
    languages: ["English", "Hindi", "Punjabi", "Gujarati"],
    achievements: [
      {
        title: "Recovery programme",
        description: "Designed the team's three-month recovery programme after surgery.",
        year: 2019,
      },
      {
        title: "25 years in surgery",
        description: "A career spent on colorectal and pelvic floor care for women.",
        year: 2024,
      },
      {
        title: "Mentor",
        description: "Mentors women surgeons entering colorectal practice.",
        year: 2012,
      },
    ],
    availability: "Tuesday and Thursday",
    availableSlots: ["11:00 AM", "2:00 PM"],
    consultationTypes,
    consultationFee: 2500,
    videoConsultationFee: 1500,
    emergencySpecialist: false,
    testimonials: [
      {
        name: "Gurpreet",
        age: 52,
        condition: "Slow healing after fistula surgery",
        text: "My wound had not healed for months. Within six weeks of her care it finally closed.",
        rating: 5,
        timeframe: "1 year ago",
      },
      {
        name: "Hema",
        age: 39,
        condition: "Recovery after piles surgery",
        text: "The pelvic floor exercises and regular check-ins made all the difference.",
        rating: 5,
        timeframe: "6 months ago",
      },
    ],
    treatmentPhilosophy:
      "Healing is a process, not an event. Watch it closely, adjust early, and keep the patient informed.",
    whyChooseHer: [
      { title: "25 years of experience", description: "The most senior surgeon on the team." },
      { title: "Recovery expert", description: "Focused on the weeks and months after surgery." },
      {
        title: "Second opinions",
        description: "Often consulted when healing has stalled elsewhere.",
      },
      {
        title: "Whole-body approach",
        description: "Combines wound care, diet and pelvic floor exercises.",
      },
    ],
    featured: false,
  },
] as const satisfies readonly DoctorEntry[];

export type DoctorId = (typeof doctorList)[number]["id"];

export type Doctor = DoctorEntry & { readonly id: DoctorId };

/** What a translation of a doctor's profile says: her words, not her figures, ids or fees. */
export type DoctorProfileCopy = {
  readonly bio: string;
  readonly personalMission: string;
  readonly education: string;
  readonly specialties: readonly string[];
  readonly expertise: readonly string[];
  readonly qualifications: readonly string[];
  readonly detailedEducation: readonly {
    readonly degree: string;
    readonly institution: string;
    readonly distinction: string;
  }[];
  readonly certifications: readonly string[];
  readonly languages: readonly string[];
  readonly achievements: readonly { readonly title: string; readonly description: string }[];
  readonly availability: string;
  readonly testimonials: readonly {
    readonly name: string;
    readonly condition: string;
    readonly text: string;
    readonly timeframe: string;
  }[];
  readonly treatmentPhilosophy: string;
  readonly whyChooseHer: readonly { readonly title: string; readonly description: string }[];
  readonly featuredLabel?: string;
};

export const doctors: readonly Doctor[] = doctorList;
