/**
 * The Privacy Policy and Terms of Service as typed data. Every site fact (name, contacts, the Grievance
 * Officer, prices, days) comes from `./site`, so changing a fact there changes both documents.
 *
 * Inline markup the renderer understands, and nothing more: `**bold**`, `[text](/path or #section)`;
 * email addresses and the site phone number become links on their own.
 */
import { claims, siteConfig } from "./site";

export type LegalSection = {
  /** Anchor id: stable, because other pages and emails may link to it. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type LegalDocumentContent = {
  title: string;
  /** For the page's metadata. */
  description: string;
  /** ISO date, e.g. "2026-11-22". */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
};

const { name, email, phone, hours, grievanceOfficer, address, legal } = siteConfig;

const inr = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;

const countryName =
  new Intl.DisplayNames(["en-IN"], { type: "region" }).of(address.country) ?? address.country;

const postalAddress = `${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${countryName}`;

const contactList = (): string[] => [
  `**Email:** ${email}`,
  `**Phone:** ${phone.display} (${hours.weekdays}, ${hours.saturday})`,
  `**Post:** ${name}, ${postalAddress}`,
];

function buildPrivacyPolicy(): LegalDocumentContent {
  const days = grievanceOfficer.responseDays;

  return {
    title: "Privacy Policy",
    description: `How ${name} collects, uses, protects and deletes your personal and health information, and how to use your rights under India's Digital Personal Data Protection Act, 2023.`,
    effectiveDate: legal.effectiveDate,
    intro: `What you tell us stays between you and the women caring for you. This policy explains, in plain words, what we collect, why, who can see it, how long we keep it and how you stay in control. It follows India's Digital Personal Data Protection Act, 2023 (the DPDP Act) and the Digital Personal Data Protection Rules, 2025.`,
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        paragraphs: [
          `${name} ("we", "us") decides why and how your personal data is used. Under the DPDP Act, that makes us the **Data Fiduciary**. You are the **Data Principal**: the person the data is about.`,
          `Our office is at ${postalAddress}. You can write to us at ${email} or call ${phone.display}.`,
          "This policy covers our website, your account, your bookings and the messages you send us. You can ask for it in Hindi or in any other language listed in the Eighth Schedule to the Constitution of India, and we will send it to you.",
        ],
      },
      {
        id: "what-we-collect",
        heading: "What we collect",
        paragraphs: ["We collect only what we need to arrange and give your care."],
        list: [
          "**From the booking form:** your name, email address, phone number and age; your preferred date and time; the type of consultation you want; your symptoms, any previous treatment and how urgent it feels.",
          "**For your account:** your name, email address, phone number and password. We store the password only in scrambled (hashed) form, so no one can read it, not even us.",
          "**Messages:** what you write or say to us on the website, by email, by phone or on WhatsApp.",
          "**Appointment records:** your appointments, the doctor you saw, her notes, prescriptions, test results, treatment and payments.",
        ],
      },
      {
        id: "health-information",
        heading: "Your health information is sensitive",
        paragraphs: [
          "Details about your symptoms, your body and your treatment are among the most private things you can share. We treat them as sensitive: we ask only for what helps the doctor, we show them only to the people caring for you, and we protect them more tightly than anything else we hold.",
          "In the booking form, write only as much as you are comfortable with. You can tell the doctor the rest during your consultation.",
        ],
      },
      {
        id: "why-we-use-it",
        heading: "Why we use it",
        paragraphs: [
          "We use your data only for the purposes below, and we ask for your consent to each one separately, in clear words.",
        ],
        list: [
          "**Your care:** to answer your request, arrange and hold your consultation, and give and follow up your treatment. We cannot care for you without this.",
          "**Reminders and updates (optional):** messages about your appointments and your care plan, by SMS, email, phone or WhatsApp.",
          "**Health articles (optional):** occasional articles from our doctors, by email.",
        ],
      },
      {
        id: "consent",
        heading: "Your consent, and the few times we act without it",
        paragraphs: [
          "Saying no to reminders or articles never changes your care.",
          `You can withdraw any consent as easily as you gave it: untick it in your account, or email us at ${email}. We then stop that use. Withdrawing does not undo what was lawfully done before.`,
          "If you withdraw consent for your care itself, we stop using your data for it. We must still keep your medical records for as long as the law requires (see [How long we keep it](#retention)).",
          "Section 7 of the DPDP Act allows a few uses without asking again. The ones that can apply to us are:",
        ],
        list: [
          "**Medical emergencies:** to help when your life or health, or someone else's, is in immediate danger.",
          "**Something you asked for:** when you send us data for a clear purpose, such as an email with a question, we use it to answer you.",
          "**The law:** when a law, a court order or a judgment requires us to share or keep data. We share only what is required.",
        ],
      },
      {
        id: "who-sees-it",
        heading: "Who can see your data",
        paragraphs: [
          "Only the members of our care team who need it to look after you: the care coordinator who arranges your appointments and the doctor who treats you. Staff who do not need your details cannot open them.",
          "If your care needs a test or a procedure at a hospital or laboratory, we share with them only what they need, and we tell you first.",
          "The only cookies we set are the ones needed to keep you signed in and your session secure.",
          "We never:",
        ],
        list: [
          "sell or rent your data, to anyone;",
          "use it for advertising, or share it with advertisers;",
          "put advertising or analytics trackers on our website;",
          "load scripts, fonts or images from other companies' servers, so no outside company learns that you visited us.",
        ],
      },
      {
        id: "processors",
        heading: "Companies that work for us",
        paragraphs: [
          "A few companies run parts of our systems for us, such as the company that hosts our website and database. The DPDP Act calls them Data Processors. They may handle your data only on our instructions, under a written contract that requires them to keep it safe and to delete it when the work ends. We stay responsible for what they do with it.",
          "If you message us on WhatsApp, your messages also pass through WhatsApp, which has its own privacy policy. If you would rather keep health details off WhatsApp, email or call us instead.",
        ],
      },
      {
        id: "storage",
        heading: "Where we keep it",
        paragraphs: [`Your data is stored on servers in ${countryName}.`],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          "We keep data only as long as it serves its purpose or the law requires, then delete it.",
        ],
        list: [
          `**Requests that end without an appointment:** we anonymise them ${legal.unbookedRequestRetentionDays} days after they close. After that, nothing in them can be linked back to you.`,
          "**Medical records** (consultation notes, prescriptions, test results, treatment): we keep them for as long as the medical record rules for doctors in India require, then delete them.",
          "**Your account:** until you ask us to close it. Closing it does not delete medical records we must keep by law; those are deleted when their period ends.",
          "**Records of who did what with your data (logs):** at least one year, as the DPDP Rules require, then deleted.",
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        paragraphs: [
          "No system is perfectly safe, but we build ours so that your data is hard to reach for anyone who should not have it.",
        ],
        list: [
          "**Encryption in transit:** everything between your phone or computer and our servers travels over an encrypted (HTTPS) connection.",
          "**Access by role:** each staff member sees only what her role needs. Staff accounts work only after the clinic approves them.",
          "**Access logging:** we record who opened which record and when, and we check these records.",
          "**Passwords:** stored only in hashed form.",
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        paragraphs: ["Under the DPDP Act, you have the right to:"],
        list: [
          "**Access:** get a summary of the personal data we hold about you, what we do with it, and whom we have shared it with.",
          "**Correction:** have wrong or misleading data corrected.",
          "**Completion:** have incomplete data completed.",
          "**Updating:** have out-of-date data brought up to date.",
          "**Erasure:** have your data deleted when it is no longer needed for the purpose you gave it for, unless a law requires us to keep it (as with medical records).",
          "**Withdraw consent:** at any time, as easily as you gave it.",
          "**Grievance redressal:** have your complaints answered by our Grievance Officer.",
          `**Nomination:** name a person you trust to use these rights for you if you die or cannot act for yourself. Email us at ${email} to nominate someone.`,
        ],
      },
      {
        id: "using-your-rights",
        heading: "How to use your rights",
        paragraphs: [
          `Sign in to your account to see and correct your details, withdraw or give your consents, download everything we hold about you, see who at the clinic viewed your information, or delete your account. Or email us at ${email} from the address you gave us.`,
          "Booked without an account? [Ask us to delete your booking details](/delete-my-booking): we send a one-time confirmation link to the email you booked with, and erase them once you confirm.",
          "We may ask a question or two to make sure it is really you. We do this to protect your data, never to put you off.",
          `Using your rights is free. We reply within ${days} days.`,
        ],
      },
      {
        id: "children",
        heading: "Children",
        paragraphs: [
          `Our services are for adults. You must be ${legal.minimumAge} or older to book a consultation or create an account, and we do not knowingly collect data about anyone under ${legal.minimumAge}.`,
          `If you think someone under ${legal.minimumAge} has given us their details, tell us at ${email} and we will delete them.`,
        ],
      },
      {
        id: "data-breach",
        heading: "If there is a data breach",
        paragraphs: [
          "If your data is ever exposed, lost, or reached by someone who should not have it, we will tell you without delay, as the DPDP Rules require. We will explain what happened, what it may mean for you, what we are doing about it, what you can do to protect yourself, and whom to contact.",
          "We will also report it to the Data Protection Board of India without delay, followed by a full report within 72 hours, as the Rules require.",
        ],
      },
      {
        id: "grievance-officer",
        heading: "Grievance Officer",
        paragraphs: [
          `If something about your data worries you, or you are unhappy with how we handled a request, write to our Grievance Officer. You will get a reply within ${days} days.`,
          "If you are not satisfied with the reply, you can complain to the Data Protection Board of India.",
        ],
        list: [
          `**${grievanceOfficer.name}**, ${grievanceOfficer.title}`,
          `**Email:** ${grievanceOfficer.email}`,
          `**Post:** ${grievanceOfficer.title}, ${name}, ${postalAddress}`,
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          "If we change this policy, we will post the new version here with a new effective date. If a change affects how we use your data, we will tell you by email before it takes effect and, where the law needs it, ask for your consent again.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: ["Questions about this policy or your data are always welcome."],
        list: contactList(),
      },
    ],
  };
}

function buildTermsOfService(): LegalDocumentContent {
  const freeHours = legal.freeChangeHours;

  return {
    title: "Terms of Service",
    description: `The terms for using the ${name} website, booking a consultation and paying for care: fees, rescheduling, accounts and your rights.`,
    effectiveDate: legal.effectiveDate,
    intro: `These terms are the agreement between you and ${name} when you use our website, create an account or book a consultation. Please read them together with our [Privacy Policy](/privacy-policy). If you need urgent medical help, call ${legal.emergencyNumber} or go to the nearest hospital.`,
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        paragraphs: [
          `${name} provides private care for women, given by an all-female team, across India. Our office is at ${postalAddress}.`,
          `In these terms, "we" and "us" mean ${name}, and "you" means the person using the website or our services.`,
        ],
      },
      {
        id: "the-service",
        heading: "What we offer",
        paragraphs: [
          "Our website explains conditions, treatments and prices, and lets you ask for a consultation. After you book, a care coordinator contacts you to confirm the details.",
          `**This website is not for emergencies.** If you think you have a medical emergency, call ${legal.emergencyNumber} or go to the nearest hospital straight away. Do not wait for a booking or a reply from us.`,
        ],
      },
      {
        id: "booking-and-your-doctor",
        heading: "Booking and your doctor",
        paragraphs: [
          "Sending a booking request does not by itself make you a patient of any of our doctors. The doctor–patient relationship starts when a doctor holds your consultation.",
          "Our coordinators help with appointments, prices and paperwork. They do not diagnose or advise on treatment.",
          "Your doctor decides with you which treatment is right. She may suggest a different treatment or package from the one you asked about, and will explain why.",
          "Please give correct and complete information. Your doctor relies on it to care for you safely.",
        ],
      },
      {
        id: "fees",
        heading: "Fees and payment",
        paragraphs: ["Our prices are fixed and shown before you book."],
        list: [
          `**Diagnostic consultation:** ${inr(claims.diagnosticFee)}. If you go ahead with a treatment package, we adjust this fee against the package price, so you do not pay it twice.`,
          "**Packages:** the price is fixed and shown for your city. What each package includes is listed on the package. The price you are quoted when you book is the price you pay for what it includes.",
          "**Anything extra:** if your doctor finds you need something the package does not include, we tell you what it is and what it costs before it is done. It goes ahead only if you agree.",
          "**EMI:** paying in monthly instalments is offered through lending partners and is subject to the lender's approval and terms. The lender, not us, decides whether to approve it.",
        ],
      },
      {
        id: "cancellations",
        heading: "Cancelling or rescheduling",
        paragraphs: [
          `To cancel or move an appointment, contact your care coordinator: call ${phone.display} or email ${email}.`,
        ],
        list: [
          `**Rescheduling** is free up to ${freeHours} hours before your appointment.`,
          `**Cancelling** up to ${freeHours} hours before: we refund any consultation fee you have paid, in full, to the way you paid.`,
          `**Less than ${freeHours} hours before:** please still call us. We will try to find you a new time.`,
          "**If we need to move your appointment**, we tell you as early as we can and offer a new time, or a full refund if no time suits you.",
        ],
      },
      {
        id: "accounts",
        heading: "Your account",
        paragraphs: [],
        list: [
          `You must be ${legal.minimumAge} or older to create an account or book a consultation.`,
          "Give true details and keep them up to date.",
          "Keep your password private and do not share your account. If you think someone else has used it, change your password and tell us straight away.",
          "Staff accounts, for doctors, coordinators and other team members, work only after the clinic approves them. Signing up is not enough.",
          "We may suspend an account that is misused. We will tell you why.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Using the website fairly",
        paragraphs: [
          "Use the website to learn about our care and to book it for yourself, or for another woman with her permission. Please do not:",
        ],
        list: [
          "give false details, or book for someone without her permission;",
          "try to see anyone else's data, or get into parts of the website you are not allowed into;",
          "probe, attack or overload the website;",
          "copy the website's content in bulk, or collect it with automated tools;",
          "send spam, harmful code or abusive messages, or harass our team;",
          `take advantage of a security weakness you find. Please tell us about it at ${email} instead.`,
        ],
      },
      {
        id: "health-articles",
        heading: "Health articles",
        paragraphs: [
          "Our articles are written to help you understand common conditions and treatments. They are general information, not medical advice for you.",
          "Every body is different. Please do not start, stop or change a treatment because of an article alone. Talk to a doctor.",
        ],
      },
      {
        id: "our-content",
        heading: "Our content",
        paragraphs: [
          "The website's text, illustrations and design belong to us. You may read, print and share pages for your own, non-commercial use.",
        ],
      },
      {
        id: "liability",
        heading: "Limits of our responsibility",
        paragraphs: [
          "We work hard to keep the website accurate and available, but we cannot promise it will always be free of errors or interruptions.",
          "Your doctor is responsible for your care under Indian law and the rules of her profession. Nothing in these terms limits that responsibility, or any right that Indian law does not allow to be limited, including your rights as a consumer.",
          "Apart from that, and as far as Indian law allows: we are not responsible for losses that were not a foreseeable result of our breaking these terms, and our total responsibility for anything arising from your use of the website is limited to the amount you paid us for the service concerned.",
          "We are not responsible for services run by others that our website links to, such as WhatsApp or a lender's EMI service.",
        ],
      },
      {
        id: "governing-law",
        heading: "Law and disputes",
        paragraphs: [
          "These terms are governed by the laws of India.",
          `If something goes wrong, please talk to us first at ${email}. Most things can be put right that way.`,
          `If they cannot, the courts in ${legal.courtsCity} have jurisdiction. This does not take away your right to approach a consumer commission under the Consumer Protection Act, 2019.`,
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms. We will post the new version here with a new effective date, and tell account holders by email before an important change takes effect. Appointments and packages you have already booked keep the price and terms you agreed to.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: ["Questions about these terms are always welcome."],
        list: contactList(),
      },
    ],
  };
}

/** The words the page writes around either document. */
export const legalLabels = {
  /** Before the date the document took effect. */
  effective: "Effective",
  contents: "On this page",
} as const;

export const privacyPolicy: LegalDocumentContent = buildPrivacyPolicy();
export const termsOfService: LegalDocumentContent = buildTermsOfService();
