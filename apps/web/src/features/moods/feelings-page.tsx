import { brandName } from '../../app/brand';
import { usePageMeta } from '../../app/use-page-meta';
import { MoodCheck, type MoodChoice } from './mood-check';

/** Feelings a person may name, each with a kind word back and small things to try. */
const feelings: readonly MoodChoice[] = [
  {
    value: 'anxious',
    label: 'Anxious',
    reflection:
      'Anxiety is your mind trying to keep you safe, even when it overshoots. Feeling it does not mean something is wrong with you.',
    nextSteps: [
      'Breathe in for four counts and out for six, five times.',
      'Name five things you can see and four you can hear.',
      'Write down the worry, then one small thing you can do about it today.',
    ],
  },
  {
    value: 'sad',
    label: 'Sad',
    reflection:
      'Sadness often means something matters to you. It is all right to let it be here for a while.',
    nextSteps: [
      'Be as gentle with yourself as you would be with a friend.',
      'Step outside or open a window for a few minutes.',
      'Tell one person you trust how you are doing.',
    ],
  },
  {
    value: 'overwhelmed',
    label: 'Overwhelmed',
    reflection:
      'When everything feels like too much, it is usually because you are carrying a lot. Nobody can do it all at once.',
    nextSteps: [
      'Pick just one thing for the next hour and set the rest aside.',
      'Ask for help with one task, however small.',
      'Drink a glass of water and take a short break.',
    ],
  },
  {
    value: 'stressed',
    label: 'Stressed',
    reflection:
      'Stress is a sign of pressure, not of failure. Your body is working hard to keep up.',
    nextSteps: [
      'Loosen your shoulders and jaw, and take three slow breaths.',
      'Move for ten minutes: a walk, a stretch, a dance in the kitchen.',
      'Protect some sleep tonight; things look different after rest.',
    ],
  },
  {
    value: 'angry',
    label: 'Angry',
    reflection:
      'Anger often points at something that feels unfair or a need that is not being met. The feeling is valid, even when acting on it would not help.',
    nextSteps: [
      'Give yourself space before you reply to anyone.',
      'Let the energy out safely: a brisk walk, or writing it all down.',
      'Ask yourself what you need right now.',
    ],
  },
  {
    value: 'lonely',
    label: 'Lonely',
    reflection:
      'Loneliness is a signal that we need connection, as real as hunger or thirst. Many people feel it, even when it seems no one else does.',
    nextSteps: [
      'Send a short message to someone you have not talked to in a while.',
      'Spend some time where other people are: a park, a library, a café.',
      'A support group is a place to be with people who understand.',
    ],
  },
  {
    value: 'numb',
    label: 'Numb or empty',
    reflection:
      'Feeling numb can be a way of coping when things have been too much for too long. It is worth paying attention to, gently.',
    nextSteps: [
      'Notice one physical sensation: warm water on your hands, the ground under your feet.',
      'Keep to small routines: a meal, a shower, some daylight.',
      'If it has lasted for weeks, talking with a professional can help.',
    ],
  },
  {
    value: 'hopeless',
    label: 'Hopeless',
    reflection:
      'Hopelessness can make it feel as if nothing will change. That feeling is heavy, and it is not the whole truth: support can help, and you do not have to carry this alone.',
    nextSteps: [
      'Call or text 988, or one of the lines below, and talk to someone now.',
      'Stay with someone you trust, or ask them to stay with you.',
      'Keep yourself safe until the feeling eases; it can ease.',
    ],
    urgent: true,
  },
  {
    value: 'tired',
    label: 'Tired',
    reflection:
      'Tiredness can be of the body, the mind or the heart. It is telling you something deserves rest.',
    nextSteps: [
      'Let one thing wait until tomorrow.',
      'Aim for a regular bedtime and screens away half an hour before.',
      'Notice whether it is sleep you need, or a break from something.',
    ],
  },
  {
    value: 'calm',
    label: 'Calm',
    reflection:
      'It is good to notice calm. Moments like this are worth remembering when harder ones come.',
    nextSteps: [
      'Notice what helped you feel this way, so you can come back to it.',
      'Use the steadiness for something you have been putting off.',
      'Share a little of it: check in on someone else.',
    ],
  },
  {
    value: 'hopeful',
    label: 'Hopeful',
    reflection: 'Hope is a strength. Whatever sparked it, you are allowed to lean into it.',
    nextSteps: [
      'Write down what you are hopeful about.',
      'Take one small step toward it today.',
      'If it is a fresh start you are after, a professional can help you build on it.',
    ],
  },
  {
    value: 'grateful',
    label: 'Grateful',
    reflection:
      'Gratitude tends to grow when we notice it. Thank you for taking a moment for yourself.',
    nextSteps: [
      'Name three things you are grateful for today.',
      'Tell someone what they mean to you.',
      'Keep a note of this moment for a harder day.',
    ],
  },
];

/** The page's title and description, in the browser and in the prerendered page's head. */
export function feelingsHead(): { title: string; description: string } {
  return {
    title: 'How are you feeling?',
    description: `Name what you are feeling and get a kind reflection, small next steps, and ways to find support on ${brandName()}. Nothing you choose is stored.`,
  };
}

/** /feelings: pick a feeling, get a kind word back and where to go next. */
export function FeelingsPage() {
  const head = feelingsHead();
  usePageMeta(head.title, head.description);
  return (
    <MoodCheck
      titleId="feelings-title"
      title="How are you feeling?"
      lead="Naming a feeling is a small act of care. Choose the word that fits best right now; there is no wrong answer."
      question="Right now I feel…"
      choices={feelings}
    />
  );
}
