import { brandName } from '../../app/brand';
import { usePageMeta } from '../../app/use-page-meta';
import { MoodCheck, type MoodChoice } from './mood-check';

/** How today is going, from good to very hard. */
const moods: readonly MoodChoice[] = [
  {
    value: 'great',
    label: 'Great',
    reflection: 'We are glad today is going well. Take a moment to enjoy it.',
    nextSteps: [
      'Notice what made today good, so you can do more of it.',
      'Share the good mood: send someone a kind word.',
    ],
  },
  {
    value: 'good',
    label: 'Good',
    reflection: 'A good day is worth noticing. Small good things add up.',
    nextSteps: [
      'Write down one thing that went right today.',
      'Keep up what is working: rest, movement, time with people you like.',
    ],
  },
  {
    value: 'okay',
    label: 'Okay',
    reflection: 'Okay is a perfectly fine way to be. Not every day has to be a big one.',
    nextSteps: [
      'Do one thing just for you today, however small.',
      'Check in with yourself again this evening.',
    ],
  },
  {
    value: 'low',
    label: 'Low',
    reflection:
      'Low days happen to everyone, and they pass. Be kind to yourself while this one does.',
    nextSteps: [
      'Lower the bar for today: rest counts as doing something.',
      'Get some daylight or fresh air if you can.',
      'Reach out to one person, even just to say hello.',
      'If low days have been piling up, a professional can help you find out why.',
    ],
  },
  {
    value: 'very-hard',
    label: 'Very hard',
    reflection:
      'We are sorry today is so hard. You reached out by being here, and that matters. You do not have to get through this alone.',
    nextSteps: [
      'If you might be in danger, call or text 988 or call 911 now.',
      'Tell someone you trust how hard today is.',
      'Find a professional who can help you through this.',
    ],
    urgent: true,
  },
];

/** The page's title and description, in the browser and in the prerendered page's head. */
export function dailyMoodsHead(): { title: string; description: string } {
  return {
    title: "Today's mood",
    description: `Check in with yourself: choose how today is going and get a kind reflection and next steps on ${brandName()}. Nothing you choose is stored.`,
  };
}

/** /daily-moods: how today is going, a kind word back and where to go next. */
export function DailyMoodsPage() {
  const head = dailyMoodsHead();
  usePageMeta(head.title, head.description);
  return (
    <MoodCheck
      titleId="daily-moods-title"
      title="How is today going?"
      lead="A quick daily check-in. Choose the word closest to how today feels, and take a moment for yourself."
      question="Today is…"
      choices={moods}
    />
  );
}
