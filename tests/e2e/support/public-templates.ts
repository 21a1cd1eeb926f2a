import { sql } from "./accounts";

/** One page of every public template, as a visitor reaches them (the 404 page included). */
export const publicTemplates = [
  "/home",
  "/about-us",
  "/doctors",
  "/doctors/1",
  "/why-us",
  "/testimonials",
  "/care-packages",
  "/care-packages/laser-piles",
  "/packages/mumbai",
  "/stage-wise-packages/pune",
  "/fissure-packages/delhi",
  "/fistula-packages/kochi",
  "/grade-3-piles/jaipur",
  "/acute-fissure/chennai",
  "/complex-fistula/indore",
  "/laser-piles-care/bangalore",
  "/book-consultation",
  "/symptoms-first-aid",
  "/blog",
  "/privacy-policy",
  "/terms-of-service",
  "/delete-my-booking",
  "/sign-in",
  "/sign-up",
  "/a-page-that-does-not-exist",
];

/** One page of every Hindi template (the 404 page included). */
export const hindiTemplates = [
  "/hi/home",
  "/hi/about-us",
  "/hi/doctors",
  "/hi/doctors/1",
  "/hi/why-us",
  "/hi/testimonials",
  "/hi/care-packages",
  "/hi/care-packages/laser-piles",
  "/hi/packages/pune",
  "/hi/stage-wise-packages/pune",
  "/hi/grade-3-piles/jaipur",
  "/hi/complex-fistula/indore",
  "/hi/laser-piles-care/bangalore",
  "/hi/book-consultation",
  "/hi/symptoms-first-aid",
  "/hi/privacy-policy",
  "/hi/terms-of-service",
  "/hi/delete-my-booking",
  "/hi/sign-in",
  "/hi/sign-up",
  "/hi/forgot-password",
  "/hi/reset-password",
  "/hi/verify-email",
  "/hi/a-page-that-does-not-exist",
];

/** The newest published article's address (the article template), if the database has one. */
export async function publishedArticlePath(): Promise<string | null> {
  const [article] = await sql<{ slug: string }>(
    "select slug from contents where status = 'published' order by published_at desc limit 1",
  );
  return article ? `/blog/${article.slug}` : null;
}
