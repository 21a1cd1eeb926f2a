import { IntentLink as Link } from "@/components/ui/intent-link";
import { FileQuestion } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

/** An unknown or unpublished slug (answered with HTTP 404). */
export default function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <div className="bg-secondary text-secondary-foreground mb-4 flex size-12 items-center justify-center rounded-full">
        <FileQuestion aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Article Not Found</h1>
      <p className="text-muted-foreground mt-3">
        This article does not exist or is not published yet.
      </p>
      <Link href="/blog" className={buttonVariants({ className: "mt-6" })}>
        Back to the blog
      </Link>
    </div>
  );
}
