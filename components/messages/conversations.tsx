import Link from "next/link";
import { MessagesSquare } from "lucide-react";
import type { Locale } from "@/content/i18n";
import { messages } from "@/content/patient/messages";
import { markThreadRead } from "@/lib/actions/messages";
import type { Role } from "@/lib/auth/permissions";
import { withDoctorTitle } from "@/lib/i18n/doctor-title";
import { formatIndiaDateTime } from "@/lib/india-time";
import type { Page } from "@/lib/dashboards/pagination";
import type { Thread, ThreadMessage, ThreadSummary } from "@/lib/queries/threads";
import { fill } from "@/lib/template";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager, TimePager, type PagerWords } from "@/components/layout/pager";
import {
  ConversationLinks,
  ThreadMessages,
  type RowWords,
  type ThreadRow,
} from "@/components/messages/conversation-rows";
import {
  MarkThreadRead,
  MessageComposer,
  type ComposerWords,
} from "@/components/messages/message-composer";
import { Card, CardContent } from "@/components/ui/card";

/**
 * What the conversations say, "{name}" marking a value. The staff's tabs leave it out and read the
 * English below (and each part's own English default); the patient's pages give hers
 * (content/patient/messages.ts), with `locale` for the dates.
 */
export type ConversationWords = {
  emptyTitle: string;
  back: string;
  threadLabel: string;
  /** Before a doctor's name, for a page in another language ("डॉ. "). */
  doctorTitle: string;
  roles: Readonly<Record<Role, string>>;
  /** What the list holds, for its pager ("conversations"). */
  pagerLabel: string;
  /** What one conversation's pager counts ("messages"). */
  threadPagerLabel: string;
  pager: PagerWords;
  rows: RowWords;
  composer: ComposerWords;
};

/** The words said here, on the server; the pager and the browser's parts have their own English. */
type OwnWords = Omit<ConversationWords, "pager" | "rows" | "composer">;

/** The English words are her dashboard's English (content/patient/messages.ts): one copy of each. */
const englishWords: OwnWords = messages.conversations;

/** The person as the page names her: a doctor with the title in the page's language. */
function personName(person: { name: string; role: Role }, words: OwnWords): string {
  return person.role === "doctor" ? withDoctorTitle(person.name, words.doctorTitle) : person.name;
}

function threadRow(message: ThreadMessage, locale: Locale): ThreadRow {
  return {
    ...(message.mine ? { mine: true } : {}),
    ...(message.subject ? { subject: message.subject } : {}),
    body: message.body,
    at: formatIndiaDateTime(message.createdAt, locale),
    ...(message.unread ? { unread: true } : {}),
    ...(message.urgent ? { urgent: true } : {}),
  };
}

/**
 * One conversation, opened at its own address below the list's (`{path}/{counterpart id}`): a
 * page of its messages (the newest; older and newer pages by the cursor in the address) and a box
 * to answer. Used by the patient's and the doctor's Messages tabs and the
 * coordinator's Communications tab; the page passes what it read for the viewer.
 */
export function ConversationView({
  path,
  thread,
  canWrite,
  mayMarkUrgent = false,
  words,
  locale = "en",
}: {
  /** The list's address: "All conversations" leads back there. */
  path: string;
  thread: Thread;
  /** Whether she may write in this conversation (lib/appointments/messaging.ts decides). */
  canWrite: boolean;
  /** A patient may mark what she writes urgent. */
  mayMarkUrgent?: boolean;
  words?: ConversationWords;
  locale?: Locale;
}) {
  const own: OwnWords = words ?? englishWords;
  const { counterpart } = thread;
  const name = personName(counterpart, own);
  const unread = thread.messages.some((message) => message.unread);
  return (
    <div className="space-y-4">
      <Link href={path} className="dp-back">
        <span aria-hidden="true" className="dash-icon dash-icon-arrow-left" />
        {own.back}
      </Link>
      <div>
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-muted-foreground text-sm">{own.roles[counterpart.role]}</p>
      </div>
      {unread ? <MarkThreadRead withId={counterpart.id} action={markThreadRead} /> : null}
      <TimePager
        page={{ ...thread.page, rows: thread.messages }}
        label={own.threadPagerLabel}
        words={words?.pager}
        countFrom="oldest"
        className="pt-0"
        hrefFor={(cursor) => dashboardHref(`${path}/${counterpart.id}`, cursor)}
      />
      <ThreadMessages
        label={fill(own.threadLabel, { name })}
        counterpart={name}
        rows={thread.messages.map((message) => threadRow(message, locale))}
        words={words?.rows}
      />
      {canWrite ? (
        <Card>
          <CardContent>
            <MessageComposer
              to={counterpart.id}
              toName={name}
              mayMarkUrgent={mayMarkUrgent}
              words={words?.composer}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** The people she writes with, unread conversations first, one page at a time. */
export function ConversationList({
  path,
  threads,
  emptyText,
  words,
  locale = "en",
}: {
  path: string;
  threads: Page<ThreadSummary>;
  emptyText: React.ReactNode;
  words?: ConversationWords;
  locale?: Locale;
}) {
  const own: OwnWords = words ?? englishWords;
  if (threads.total === 0) {
    return (
      <EmptyState icon={MessagesSquare} title={own.emptyTitle}>
        {emptyText}
      </EmptyState>
    );
  }

  return (
    <>
      <ConversationLinks
        path={path}
        rows={threads.rows.map((summary) => ({
          id: summary.counterpart.id,
          name: personName(summary.counterpart, own),
          about: summary.lastSubject
            ? `${own.roles[summary.counterpart.role]} · ${summary.lastSubject}`
            : own.roles[summary.counterpart.role],
          lastAt: formatIndiaDateTime(summary.lastAt, locale),
          unread: summary.unread,
        }))}
        words={words?.rows}
      />
      <Pager
        page={threads}
        hrefFor={(page) => dashboardHref(path, { page })}
        label={own.pagerLabel}
        words={words?.pager}
      />
    </>
  );
}
