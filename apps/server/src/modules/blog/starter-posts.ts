import { readingTimeMinutes } from '@orchid/contracts/blog';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { renderMarkdown } from './render-markdown';
import * as repo from './repo';

// The blog's first posts: how to use the product, as it is built. They are content, not demo
// people: a fresh installation gets them whatever DEMO_DATA says, once (an operator who
// deletes one does not see it come back). Keep them true: each says only what the code does.

type StarterPost = {
  url: string;
  title: string;
  summary: string;
  tags: string[];
  category: string;
  body: string;
};

function starterPosts(brand: string): StarterPost[] {
  return [
    {
      url: 'how-to-book-a-session',
      title: 'How to book a session with a professional',
      summary: `Find someone who fits, pick a free time on your own clock and pay in one step: a walk through booking on ${brand}, and what happens after.`,
      tags: ['Booking', 'For clients'],
      category: 'resources',
      body: `Reaching out for help is the hardest step. Booking should not add to it, so here is what to expect, from the search to the session.

## Find a professional who fits

Open **Find a professional** from the top of any page. You can narrow the list by the state you live in, the kind of professional (therapist, psychologist, psychiatrist), insurance, language, issues they work with, their approach, whether sessions are by video or in person, and a price you can afford. You can also ask for someone with a free time in the next few days.

Each result shows the professional's credentials and the price of their sessions. Open a profile to read about their practice and see every time they have free.

## Choose a time

Free times are shown in **your** time zone, whatever the professional's is. A time appears only when the professional has set their hours and it is far enough ahead for them to prepare (each practice chooses how much notice it needs and how far ahead it takes bookings).

Press a time to go to the checkout.

## Confirm your booking

The checkout, **Confirm your booking**, shows who you are booking, the kind of session, its start and its price. While you are there, the time is held for you for 15 minutes, so nobody else can take it while you pay.

- If your professional gave you a coupon code, type it and press **Apply**: the new price is shown before you pay.
- Choose a saved card, or add a new one. Cards are kept by the payment provider, not by us.
- Press **Confirm & finish**.

If you have not finished creating your account, the checkout asks you to do that first.

## After you book

- The confirmation page tells you what you booked, and it is listed under **Sessions** in your dashboard.
- A reminder comes by e-mail a day before the session, with a calendar file you can add to your calendar.
- If you need to cancel, do it from **Sessions**. Before you confirm a cancellation you are shown what it costs: some practices charge a fee for cancelling late.

## Booking for your child

A parent or guardian can add a minor to their account and then **switch accounts** to act for them: book, pay and read their sessions, while the minor's details stay separate from yours.

If anything goes wrong along the way, the page tells you what happened and what to do next. And if you are in crisis, do not wait for a session: the crisis resources at the bottom of every page are one tap away.`,
    },
    {
      url: 'set-your-hours-and-session-types',
      title: 'Set your hours and session types so clients can book you',
      summary:
        'Clients see no free time until you save your hours. Here is how session types, weekly hours, days off and booking rules work together.',
      tags: ['Scheduling', 'For professionals'],
      category: 'professional-development',
      body: `Online booking works from two things you decide: **what** clients can book (session types) and **when** (your availability). Until you save your hours, clients see no free time on your profile, so this is the first thing to set up.

## Session types: what clients can book

Open **Settings → Session types** and add one for each kind of session you offer. For each you set:

- a **name** clients will read, such as "Intake session" or "Regular session";
- its **length** and **price**;
- **who attends**: one client, or a group with a number of seats;
- **where**: telehealth or in person;
- a **late-cancellation window and fee**, if you charge one: no fee, a flat fee, or a percent of the price. Clients see the fee before they cancel;
- whether **clients can book it online**. Leave this off for sessions you only book yourself.

## Availability: when clients can book

Open **Settings → Availability**.

1. **Time zone.** Your hours are kept on your own clock: 9:00 stays 9:00 when the clocks change. Clients see your free times on theirs.
2. **Weekly hours.** Add one or more periods for each day you work. A day without a period is a day off.
3. **Days off and changed hours.** Add a date to close it, or to give it different hours from the usual week: a holiday, a conference, a late evening.
4. **Booking rules.**
   - *Minimum notice*: how soon before a session clients can still book it (one day to start with).
   - *Booking window*: how far ahead clients can book (60 days to start with).
   - *Buffer between sessions*: free time kept before and after each session, for notes or a breath.

Press **Save hours**. From then on, your profile shows the free times that follow from these rules.

## How free times are worked out

A time is free when it is inside your hours, not blocked on your calendar, not within the buffer of another session, and inside your notice and booking window. Times start where a free period starts and then every session length: with hours from 9:00 to 12:00 and a one-hour session, clients see 9:00, 10:00 and 11:00.

Two clients can never book the same time: the database itself refuses a second session that overlaps the first, however close together the two requests arrive.

## Blocking time

Need an afternoon for yourself? Block it on your calendar under **Schedule**; clients stop seeing those times at once. You can also book sessions for your clients yourself, one at a time or as a weekly series.

## Keep your own calendar in step

**Settings → Calendar feed** gives you a private address for your calendar app, with your sessions from a month back to a year ahead. Sessions are named by their type only unless you choose to include clients' names, and you can replace the address at any time if it was shared by mistake.`,
    },
    {
      url: 'how-your-health-information-is-protected',
      title: `How ${brand} protects your health information`,
      summary:
        'What is encrypted, who can see what, and how you can check for yourself who has looked at your information.',
      tags: ['Privacy', 'Security'],
      category: 'resources',
      body: `Therapy only works when you can speak freely, and that depends on trusting where your information goes. Here is, plainly, what ${brand} does with it.

## Sensitive details are sealed before they are stored

The most personal details you give us are encrypted by the application before they reach the database: your date of birth, phone number, biography and insurance numbers, among others. Each is sealed with AES-256-GCM under a key that is itself kept encrypted, so a copy of the database, a backup or a stolen disk shows none of it without the installation's secret. Keys can be replaced over time without losing access to older data.

Some things stay readable on purpose, because they are needed to find you or to run the calendar: your name and e-mail address, and the dates and times of sessions.

## Only the people who need it see it

What a person can open depends on who they are to you: your professional and their practice reach what they need to care for you, and a guardian sees a minor's information only while acting for them. Every request is checked on the server, whatever the page shows.

## You can see who has looked

Open **Who has seen my information** (in your profile, or in a professional's settings). It lists every time someone other than you opened or changed your information: who, what, when, from where, and as what (your guardian, a scheduler of your practice, and so on). These records are kept for at least six years and nothing in the software deletes them.

## Your account is hard to take over

- Passwords must be long and varied, common passwords are refused, and they are stored only as slow, salted hashes.
- You can turn on **two-step verification** with an authenticator app, with ten recovery codes for the day you lose your phone.
- After ten failed attempts an account is locked for fifteen minutes.
- A session left idle for about an hour ends, on the server as in your browser, and changing your password signs out your other devices.

## Payments stay with the payment provider

Cards are handled by the payment provider: we keep only what is needed to show you a saved card (its brand, last four digits and expiry).

## Questions

If anything here is unclear, or you want to know what we hold about you, write to the support address at the bottom of any page.`,
    },
    {
      url: 'joining-a-support-group',
      title: 'Joining a support group',
      summary:
        'Support groups meet on a regular schedule with one professional. How to find one, take a seat, and what the others in the group can see.',
      tags: ['Groups', 'For clients'],
      category: 'resources',
      body: `Sometimes the most helpful thing is to hear from people going through the same thing. Support groups on ${brand} are led by a licensed professional and meet on a regular schedule.

## Find a group

Open **Find a support group** at the bottom of any page. Each group shows:

- its title and what it is about;
- who leads it;
- when it first meets, shown on your own clock, and how many meetings are ahead;
- the price of a seat for the meetings still ahead;
- how many seats are left, or **Full**.

## Take a seat

Open a group and press **Join**. You go to the same checkout as for a one-on-one session: your seat is held for you while you pay, and a coupon from the professional can lower the price. Once paid, your seat is yours for every meeting ahead.

A group never takes more people than it has seats, even when several people join at the same moment.

## Your privacy in a group

Other members never see who else has a seat: the group's page shows only how many seats are left. The professional who leads the group sees the list of members, as they need to.

## If a group is cancelled

If the professional closes a group, the meetings still ahead are cancelled, every paid seat is refunded for them, and you are told by e-mail.`,
    },
  ];
}

/** The author the starter posts are signed by. */
const teamAuthor = (brand: string) => `The ${brand} team`;

/**
 * Adds the starter posts to an installation that has never had them, published now (a minute
 * apart, the first one newest). True when they were added.
 */
export async function seedStarterPosts(ctx: AppContext): Promise<boolean> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.claimSeed(tx.db, 'starter-posts', now))) return false;
    const posts = starterPosts(ctx.brandName);
    for (const [index, post] of posts.entries()) {
      const publishedAt = new Date(now.getTime() - index * 60_000);
      await repo.insertEntry(tx.db, {
        section: 'blog',
        url: post.url,
        title: post.title,
        summary: post.summary,
        tags: post.tags,
        category: post.category,
        bodyMarkdown: post.body,
        readingTimeMinutes: readingTimeMinutes(renderMarkdown(post.body).plainText),
        authorDisplayName: teamAuthor(ctx.brandName),
        authorUserId: null,
        status: 'published',
        publishedAt,
        createdAt: publishedAt,
        modifiedAt: publishedAt,
      });
    }
    return true;
  });
}
