import bcrypt from "bcryptjs";
import { doctors } from "../content/doctors";
import type {
  AppointmentStatus,
  ContentStatus,
  PrismaClient,
  Role,
} from "../lib/generated/prisma/client";

/**
 * Demo data for a first run, as a function so the integration tests run exactly what `prisma db seed`
 * runs. Idempotent, and a second run on the same day writes nothing:
 * - accounts are found by e-mail. Missing ones are created. Existing ones get their profile fields
 *   brought in line with the catalogue, but their password and status are never touched, so a re-seed
 *   cannot undo an owner's suspension or reset a password someone changed.
 * - articles are found by slug and only created, never overwritten: editors may have changed them.
 * - demo appointments (fixed ids) are reset to the values below, dated around today in India time, so
 *   the dashboards always have something to show. Rows are written only when something differs.
 * - demo messages (fixed ids) are only created, so their read state survives a re-seed.
 */

export type SeedOptions = {
  /** The owner account's address (OWNER_EMAIL), default owner@sahelicare.test. */
  ownerEmail: string;
  ownerPassword: string;
  /** Coordinator and doctors. */
  staffPassword: string;
  patientPassword: string;
  /** "Today" for the demo appointments; injectable for tests. */
  now?: Date;
  /** bcrypt's cost for the accounts it creates, BCRYPT_COST unless a test lowers it for speed. */
  bcryptCost?: number;
};

export type SeededAccount = {
  role: Role;
  name: string;
  email: string;
  /** Set only when this run created the account: existing passwords are never changed. */
  password: string | null;
};

export type SeedResult = { accounts: SeededAccount[] };

export const DEMO_EMAILS = {
  owner: "owner@sahelicare.test",
  coordinator: "coordinator@sahelicare.test",
  patient: "patient@sahelicare.test",
} as const;

/** Documented local defaults (.env.example). Never used when NODE_ENV is production. */
export const DEFAULT_SEED_PASSWORDS = {
  owner: "Owner-demo-2026!",
  staff: "Staff-demo-2026!",
  patient: "Patient-demo-2026!",
} as const;

export const BCRYPT_COST = 11;

// ---------------------------------------------------------------------------------------------
// Time: appointments are instants (UTC), placed at clock times in India (UTC+5:30, no daylight saving).

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The instant at `hh:mm` India time, `dayOffset` days from today's date in India. */
export function atIndiaTime(now: Date, dayOffset: number, hours: number, minutes = 0): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const indiaMidnightAsUtc = Date.UTC(
    india.getUTCFullYear(),
    india.getUTCMonth(),
    india.getUTCDate(),
  );
  return new Date(
    indiaMidnightAsUtc + dayOffset * DAY_MS + (hours * 60 + minutes) * 60_000 - INDIA_OFFSET_MS,
  );
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  return a === b;
}

/** The fields of `desired` whose values differ from `current`. */
function changedFields<T extends Record<string, unknown>>(
  current: Record<string, unknown>,
  desired: T,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(desired) as Array<keyof T & string>) {
    if (!sameValue(current[key], desired[key])) changes[key] = desired[key];
  }
  return changes;
}

function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}

// ---------------------------------------------------------------------------------------------
// Accounts

type AccountSpec = {
  email: string;
  password: string;
  profile: {
    role: Role;
    firstName: string;
    lastName: string;
    phone: string | null;
    bio: string | null;
    specialization: string | null;
    doctorCatalogueId: number | null;
  };
};

async function upsertAccount(
  prisma: PrismaClient,
  spec: AccountSpec,
  bcryptCost: number,
): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(spec.email);
  const existing = await prisma.user.findUnique({ where: { email } });
  if (!existing) {
    const passwordHash = await bcrypt.hash(spec.password, bcryptCost);
    // Demo accounts' addresses count as confirmed: doctors and coordinators could not be approved
    // otherwise, and the demo patient's bookings by e-mail are hers (lib/booking/link.ts).
    const created = await prisma.user.create({
      data: { email, passwordHash, status: "active", emailVerifiedAt: new Date(), ...spec.profile },
      select: { id: true },
    });
    return { id: created.id, created: true };
  }
  const changes = changedFields(existing, spec.profile);
  if (hasChanges(changes)) {
    await prisma.user.update({ where: { id: existing.id }, data: changes });
  }
  // A database seeded before addresses were confirmed: the demo accounts become confirmed, once.
  if (!existing.emailVerifiedAt) {
    await prisma.user.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
  }
  return { id: existing.id, created: false };
}

// ---------------------------------------------------------------------------------------------
// Articles: plain text, paragraphs separated by a blank line.

type ArticleSpec = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seoKeywords: string[];
  status: ContentStatus;
  /** Catalogue id of the doctor who wrote it. */
  authorDoctorId: number;
  /** For published articles: fixed, so the public blog's order is stable. */
  publishedAt: Date | null;
};

const ARTICLES: ArticleSpec[] = [
  {
    slug: "piles-are-common-and-treatable",
    title: "Piles are common, treatable and nothing to be embarrassed about",
    excerpt:
      "Half of all adults have piles at some point. Here is what they are, why they happen and when to see a doctor.",
    body: [
      "If you have noticed discomfort, itching or a little bright red blood after going to the toilet, you are far from alone. Piles (haemorrhoids) are one of the most common reasons women visit a proctologist, and most of them settle with simple care.",
      "Piles are swollen blood vessels near the end of the bowel. They become more likely with constipation, long hours of sitting, pregnancy and the years after childbirth. None of these are anyone's fault, and none of them mean something is seriously wrong.",
      "Many women wait months or even years before speaking to a doctor, usually because they feel shy. A female specialist has seen it all before. A first consultation is a conversation, and any examination is explained and agreed with you before it happens.",
      "Early piles often improve with more fibre, more water, gentle movement and a short course of medicine. When they do need a procedure, modern day-care treatments mean most women go home the same day.",
      "Please do not wait if you notice heavy bleeding, bleeding with dizziness, or pain that keeps getting worse. Call us or your nearest hospital the same day.",
    ].join("\n\n"),
    seoKeywords: ["piles", "haemorrhoids", "women's health", "female proctologist"],
    status: "published",
    authorDoctorId: 1,
    publishedAt: new Date("2026-09-08T04:30:00.000Z"),
  },
  {
    slug: "a-simple-fibre-guide",
    title: "Eating for easier mornings: a simple fibre guide",
    excerpt:
      "Small changes to the food you already eat can make going to the toilet easier and keep piles and fissures away.",
    body: [
      "Straining is the single biggest everyday cause of piles and fissures. The good news is that the fix usually starts in the kitchen, with food you already know.",
      "Aim for fibre at every meal. Whole wheat rotis instead of maida, a bowl of dal, a serving of sabzi, and fruit such as papaya, guava or a banana all add up. Soaked methi seeds or a spoon of isabgol in water at night help many women too.",
      "Fibre needs water to work. Eight to ten glasses a day is a good target, more in summer. Buttermilk, coconut water and soups count.",
      "Go when your body tells you, rather than holding on because you are busy, and try not to sit for long with your phone. A small footstool under your feet can make things easier.",
      "If constipation lasts more than a couple of weeks despite these changes, or you notice blood, book a consultation so we can check what is going on.",
    ].join("\n\n"),
    seoKeywords: ["constipation", "fibre", "diet for piles", "bowel health"],
    status: "published",
    authorDoctorId: 4,
    publishedAt: new Date("2026-10-02T04:30:00.000Z"),
  },
  {
    slug: "your-first-consultation",
    title: "What to expect at your first consultation",
    excerpt:
      "A step-by-step look at a first visit, so you know exactly what will happen and can ask about anything.",
    body: [
      "Booking a first appointment is often the hardest step. Knowing what happens can make it much easier, so here is how a first consultation with our team usually goes.",
      "You will be seen by a female doctor, in a private room. She will start by listening: what you have noticed, for how long, and how it affects your day. Bring a list of any medicines you take.",
      "If an examination would help, she will explain why and what it involves, and you can say no or ask to stop at any time. You are welcome to bring a friend or family member with you.",
      "Before you leave you will have a clear plan, written down: what the likely cause is, which treatment options exist, what each one costs, and what you can do at home starting today.",
      "Everything you share is kept confidential. If you have any questions before your visit, our coordinators are happy to help by phone or WhatsApp.",
    ].join("\n\n"),
    seoKeywords: ["first visit", "consultation", "what to expect", "female doctor"],
    status: "published",
    authorDoctorId: 2,
    publishedAt: new Date("2026-10-20T04:30:00.000Z"),
  },
  {
    slug: "bowel-care-after-childbirth",
    title: "Looking after yourself in the weeks after childbirth",
    excerpt:
      "Piles and fissures are common after having a baby. Gentle habits that help, and when to ask for support.",
    body: [
      "The weeks after having a baby are full of change, and discomfort when going to the toilet is one of the things new mothers talk about least. It is also one of the most common.",
      "Drinking plenty of water, eating fibre-rich food and taking a stool softener if your doctor suggests one can make a real difference. Warm sitz baths soothe many women.",
      "Try to go when you feel the urge, even when the baby needs you. A few minutes for yourself is part of looking after your family.",
      "If pain or bleeding continues beyond a few weeks, please speak to a doctor. Most problems after childbirth are treatable without surgery, and safe options exist while you are breastfeeding.",
    ].join("\n\n"),
    seoKeywords: ["postpartum", "piles after pregnancy", "new mothers"],
    status: "pending_review",
    authorDoctorId: 6,
    publishedAt: null,
  },
  {
    slug: "small-habits-for-desk-days",
    title: "Sitting all day at work? Small habits that help",
    excerpt:
      "Long hours at a desk can make piles more likely. A few easy habits for your working day.",
    body: [
      "Many of the women we see spend most of the day sitting, at a desk, behind a counter or on a long commute. Sitting for hours puts steady pressure on the veins at the end of the bowel.",
      "Stand up and walk for a few minutes every hour. Set a reminder if it helps. Keep a water bottle at your desk and refill it through the day.",
      "Pack a fibre-rich lunch and a piece of fruit for the afternoon, and try not to skip meals on busy days.",
    ].join("\n\n"),
    seoKeywords: ["desk job", "sitting", "prevention"],
    status: "draft",
    authorDoctorId: 5,
    publishedAt: null,
  },
];

// ---------------------------------------------------------------------------------------------
// Appointments and messages: fixed ids so a re-seed finds its own rows.

type AppointmentSpec = {
  id: string;
  doctorId: number;
  dayOffset: number;
  hours: number;
  minutes: number;
  type: string;
  status: AppointmentStatus;
  durationMinutes: number;
  notes: string | null;
  withCoordinator: boolean;
};

const APPOINTMENTS: AppointmentSpec[] = [
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000001",
    doctorId: 1,
    dayOffset: -14,
    hours: 10,
    minutes: 0,
    type: "Initial Consultation",
    status: "completed",
    durationMinutes: 60,
    notes: "First visit. Grade 2 piles. Diet plan and medicines for four weeks.",
    withCoordinator: true,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000002",
    doctorId: 2,
    dayOffset: -6,
    hours: 16,
    minutes: 30,
    type: "Video Consultation",
    status: "cancelled",
    durationMinutes: 30,
    notes: "Cancelled by the patient, rebooked for today.",
    withCoordinator: true,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000003",
    doctorId: 1,
    dayOffset: 0,
    hours: 10,
    minutes: 30,
    type: "Follow-up Consultation",
    status: "confirmed",
    durationMinutes: 30,
    notes: "Four-week review of the diet plan.",
    withCoordinator: true,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000004",
    doctorId: 2,
    dayOffset: 0,
    hours: 12,
    minutes: 0,
    type: "Initial Consultation",
    status: "in_progress",
    durationMinutes: 60,
    notes: null,
    withCoordinator: true,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000005",
    doctorId: 3,
    dayOffset: 0,
    hours: 16,
    minutes: 0,
    type: "Follow-up Consultation",
    status: "scheduled",
    durationMinutes: 30,
    notes: null,
    withCoordinator: true,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000006",
    doctorId: 4,
    dayOffset: 1,
    hours: 9,
    minutes: 0,
    type: "Initial Consultation",
    status: "scheduled",
    durationMinutes: 60,
    notes: "Asked for a morning slot before work.",
    withCoordinator: true,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000007",
    doctorId: 6,
    dayOffset: 3,
    hours: 14,
    minutes: 0,
    type: "Second Opinion",
    status: "pending",
    durationMinutes: 45,
    notes: null,
    withCoordinator: false,
  },
  {
    id: "5a4e1c2b-0001-4a8e-9c1d-000000000008",
    doctorId: 5,
    dayOffset: -3,
    hours: 19,
    minutes: 0,
    type: "Urgent Consultation",
    status: "completed",
    durationMinutes: 45,
    notes: "Seen the same evening. Pain settled with medicines, review in two weeks.",
    withCoordinator: true,
  },
];

/** A video visit has no clinic; in person, the clinic of the first city her doctor practises in. */
function placeOf(spec: AppointmentSpec): { mode: "in_person" | "video"; clinic: string | null } {
  if (spec.type === "Video Consultation") return { mode: "video", clinic: null };
  const city = doctors.find((doctor) => doctor.id === spec.doctorId)?.location[0];
  if (!city) throw new Error(`Seed appointment ${spec.id}: doctor ${spec.doctorId} has no city`);
  return { mode: "in_person", clinic: city };
}

type Party = "patient" | "coordinator" | { doctorId: number };

type MessageSpec = {
  id: string;
  from: Party;
  to: Party;
  subject: string | null;
  body: string;
  isUrgent: boolean;
  read: boolean;
  /** How long before the seed run it was sent. */
  minutesAgo: number;
  appointmentId: string | null;
};

const MESSAGES: MessageSpec[] = [
  {
    id: "5a4e1c2b-0002-4a8e-9c1d-000000000001",
    from: "patient",
    to: { doctorId: 1 },
    subject: "Question about my diet plan",
    body: "Hello Doctor, the diet plan is going well. Is it all right to keep taking isabgol every night until our follow-up?",
    isUrgent: false,
    read: true,
    minutesAgo: 3 * 24 * 60,
    appointmentId: "5a4e1c2b-0001-4a8e-9c1d-000000000003",
  },
  {
    id: "5a4e1c2b-0002-4a8e-9c1d-000000000002",
    from: { doctorId: 1 },
    to: "patient",
    subject: "Re: Question about my diet plan",
    body: "Yes, please continue it every night with a full glass of water. We will review everything at your follow-up.",
    isUrgent: false,
    read: false,
    minutesAgo: 2 * 24 * 60,
    appointmentId: "5a4e1c2b-0001-4a8e-9c1d-000000000003",
  },
  {
    id: "5a4e1c2b-0002-4a8e-9c1d-000000000003",
    from: "coordinator",
    to: "patient",
    subject: "Your appointment is confirmed",
    body: "Your follow-up with Dr. Kavya Menon is confirmed for 10:30 AM. Please arrive ten minutes early.",
    isUrgent: false,
    read: false,
    minutesAgo: 20 * 60,
    appointmentId: "5a4e1c2b-0001-4a8e-9c1d-000000000003",
  },
  {
    id: "5a4e1c2b-0002-4a8e-9c1d-000000000004",
    from: "patient",
    to: "coordinator",
    subject: "Can I move my appointment?",
    body: "Could my appointment tomorrow be moved to the afternoon? I have a meeting in the morning.",
    isUrgent: false,
    read: true,
    minutesAgo: 6 * 60,
    appointmentId: "5a4e1c2b-0001-4a8e-9c1d-000000000006",
  },
  {
    id: "5a4e1c2b-0002-4a8e-9c1d-000000000005",
    from: "coordinator",
    to: { doctorId: 5 },
    subject: "Urgent: patient asking for a call back",
    body: "A patient called about sudden severe pain since this morning. She is waiting for your call back, details in her booking.",
    isUrgent: true,
    read: false,
    minutesAgo: 25,
    appointmentId: null,
  },
  {
    id: "5a4e1c2b-0002-4a8e-9c1d-000000000006",
    from: { doctorId: 2 },
    to: "coordinator",
    subject: "Clinic list for today",
    body: "Thank you for the list. Please keep the 1 PM slot free for a call with a patient's family.",
    isUrgent: false,
    read: false,
    minutesAgo: 90,
    appointmentId: null,
  },
];

// ---------------------------------------------------------------------------------------------

export async function seed(prisma: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const accounts: SeededAccount[] = [];

  async function account(spec: AccountSpec): Promise<string> {
    const { id, created } = await upsertAccount(prisma, spec, options.bcryptCost ?? BCRYPT_COST);
    accounts.push({
      role: spec.profile.role,
      name: `${spec.profile.firstName} ${spec.profile.lastName}`,
      email: normalizeEmail(spec.email),
      password: created ? spec.password : null,
    });
    return id;
  }

  const ownerId = await account({
    email: options.ownerEmail,
    password: options.ownerPassword,
    profile: {
      role: "owner",
      firstName: "Radhika",
      lastName: "Rao",
      phone: null,
      bio: "Founder of Saheli Care.",
      specialization: null,
      doctorCatalogueId: null,
    },
  });
  const coordinatorId = await account({
    email: DEMO_EMAILS.coordinator,
    password: options.staffPassword,
    profile: {
      role: "coordinator",
      firstName: "Neha",
      lastName: "Kapoor",
      phone: "+91 90000 00002",
      bio: "Patient coordinator: bookings, reminders and questions before a visit.",
      specialization: null,
      doctorCatalogueId: null,
    },
  });
  const patientId = await account({
    email: DEMO_EMAILS.patient,
    password: options.patientPassword,
    profile: {
      role: "patient",
      firstName: "Priya",
      lastName: "Sharma",
      phone: "+91 90000 00001",
      bio: null,
      specialization: null,
      doctorCatalogueId: null,
    },
  });

  const doctorIds = new Map<number, string>();
  for (const doctor of doctors) {
    const id = await account({
      email: doctor.email,
      password: options.staffPassword,
      profile: {
        role: "doctor",
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        phone: null,
        bio: doctor.bio,
        specialization: doctor.specialization,
        doctorCatalogueId: doctor.id,
      },
    });
    doctorIds.set(doctor.id, id);
  }

  function doctorUserId(catalogueId: number): string {
    const id = doctorIds.get(catalogueId);
    if (!id)
      throw new Error(`Seed data names doctor ${catalogueId}, who is not in content/doctors.ts`);
    return id;
  }

  function partyId(party: Party): string {
    if (party === "patient") return patientId;
    if (party === "coordinator") return coordinatorId;
    return doctorUserId(party.doctorId);
  }

  for (const article of ARTICLES) {
    const existing = await prisma.content.findUnique({
      where: { slug: article.slug },
      select: { id: true },
    });
    if (existing) continue;
    const published = article.status === "published";
    await prisma.content.create({
      data: {
        type: "blog",
        status: article.status,
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        body: article.body,
        seoTitle: `${article.title} | Saheli Care`,
        seoDescription: article.excerpt,
        seoKeywords: article.seoKeywords,
        authorId: doctorUserId(article.authorDoctorId),
        approvedById: published ? ownerId : null,
        approvedAt: article.publishedAt,
        publishedAt: article.publishedAt,
        ...(article.publishedAt ? { createdAt: article.publishedAt } : {}),
      },
    });
  }

  for (const spec of APPOINTMENTS) {
    const desired = {
      patientId,
      doctorId: doctorUserId(spec.doctorId),
      coordinatorId: spec.withCoordinator ? coordinatorId : null,
      appointmentDate: atIndiaTime(now, spec.dayOffset, spec.hours, spec.minutes),
      type: spec.type,
      status: spec.status,
      durationMinutes: spec.durationMinutes,
      notes: spec.notes,
      ...placeOf(spec),
    };
    const existing = await prisma.appointment.findUnique({ where: { id: spec.id } });
    if (!existing) {
      await prisma.appointment.create({ data: { id: spec.id, ...desired } });
      continue;
    }
    const changes = changedFields(existing, desired);
    if (hasChanges(changes)) {
      await prisma.appointment.update({ where: { id: spec.id }, data: changes });
    }
  }

  for (const spec of MESSAGES) {
    const existing = await prisma.message.findUnique({
      where: { id: spec.id },
      select: { id: true },
    });
    if (existing) continue;
    const sentAt = new Date(now.getTime() - spec.minutesAgo * 60_000);
    await prisma.message.create({
      data: {
        id: spec.id,
        senderId: partyId(spec.from),
        receiverId: partyId(spec.to),
        appointmentId: spec.appointmentId,
        subject: spec.subject,
        body: spec.body,
        isUrgent: spec.isUrgent,
        status: spec.read ? "read" : "unread",
        createdAt: sentAt,
        readAt: spec.read ? new Date(sentAt.getTime() + 30 * 60_000) : null,
      },
    });
  }

  return { accounts };
}

/** Counts of the demo rows, for tests and the seed's summary. */
export const DEMO_COUNTS = {
  doctors: doctors.length,
  publishedArticles: ARTICLES.filter((a) => a.status === "published").length,
  articles: ARTICLES.length,
  appointments: APPOINTMENTS.length,
  messages: MESSAGES.length,
  appointmentIds: APPOINTMENTS.map((a) => a.id),
  messageIds: MESSAGES.map((m) => m.id),
  articleSlugs: ARTICLES.map((a) => a.slug),
} as const;
