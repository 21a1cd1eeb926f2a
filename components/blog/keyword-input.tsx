"use client";

import * as React from "react";
import { X } from "lucide-react";
import { addKeyword, blogLimits } from "@/lib/validations/blog";
import { Badge } from "@/components/ui/badge";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * The SEO keywords: she types one and presses Enter to add it (Enter never submits the form), and
 * selects a keyword's chip to remove it. Each is trimmed as it is added, and an empty one or a
 * repeat (in any case) is not.
 */
export function KeywordInput({
  id,
  keywords,
  onChange,
  error,
}: {
  id: string;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = React.useState("");

  function addDraft() {
    onChange(addKeyword(keywords, draft));
    setDraft("");
  }

  return (
    <div className="space-y-2">
      <Field
        id={id}
        label="SEO Keywords"
        description="Type a keyword and press Enter to add it. Select a keyword to remove it."
        error={error}
      >
        <Input
          value={draft}
          maxLength={blogLimits.keyword}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              addDraft();
            }
          }}
        />
      </Field>
      {keywords.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Keywords">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Badge asChild variant="secondary">
                <button
                  type="button"
                  onClick={() => onChange(keywords.filter((k) => k !== keyword))}
                  aria-label={`Remove keyword ${keyword}`}
                  className="min-h-8 cursor-pointer"
                >
                  {keyword}
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
