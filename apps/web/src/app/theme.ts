import {
  type AnchorProps,
  type CheckboxProps,
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NativeSelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';

// A warm violet. Shade 7 is the primary: 6.9:1 on white and 6.5:1 on the page background,
// so buttons, links and focus rings meet WCAG AA for text (4.5:1) with room to spare.
const orchid: MantineColorsTuple = [
  '#f8f1fb',
  '#efe0f5',
  '#dfc0eb',
  '#cc9ddf',
  '#b97ed3',
  '#a764c8',
  '#9551b9',
  '#7c3f9e',
  '#663383',
  '#4f2766',
];

// Warm greys in place of Mantine's cool ones. Shade 6 (the "dimmed" text) is 5.5:1 on the page.
const gray: MantineColorsTuple = [
  '#f8f7f4',
  '#f1efeb',
  '#e6e3dd',
  '#d5d1ca',
  '#b3ada4',
  '#8f887e',
  '#6b645b',
  '#524c45',
  '#3b3631',
  '#25211e',
];

const px = (value: number) => `${value / 16}rem`;

const dialogTitle = { fontSize: px(20), fontWeight: 650 };

export const theme = createTheme({
  primaryColor: 'orchid',
  primaryShade: { light: 7, dark: 4 },
  colors: { orchid, gray },
  black: '#25211e',
  white: '#ffffff',
  // The system's own sans-serif: nothing to download, so no text is drawn twice or moves
  // when a web font arrives.
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // One scale for the whole app: 14 / 16 / 20 / 24 / 32. Nothing smaller than 14 px.
  fontSizes: { xs: px(14), sm: px(14), md: px(16), lg: px(20), xl: px(24) },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.6', lg: '1.6', xl: '1.6' },
  headings: {
    fontWeight: '650',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: px(32), lineHeight: '1.25' },
      h2: { fontSize: px(24), lineHeight: '1.3' },
      h3: { fontSize: px(20), lineHeight: '1.4' },
      h4: { fontSize: px(16), lineHeight: '1.5' },
      h5: { fontSize: px(16), lineHeight: '1.5' },
      h6: { fontSize: px(14), lineHeight: '1.5' },
    },
  },
  // The 8 px grid.
  spacing: { xs: px(8), sm: px(16), md: px(24), lg: px(32), xl: px(48) },
  radius: { xs: px(4), sm: px(8), md: px(12), lg: px(16), xl: px(24) },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // Links in running text must not rely on colour alone (WCAG 1.4.1).
    // Plain objects typed by each component's props rather than `Component.extend(...)`, which
    // would bring the dialogs', drawers' and fields' code into every page's first script.
    Anchor: { defaultProps: { underline: 'always' } satisfies AnchorProps },
    // 16 px text in fields (phones zoom into smaller ones), 14 px errors and descriptions,
    // and taller touch targets.
    TextInput: { defaultProps: { size: 'md' } satisfies Partial<TextInputProps> },
    NativeSelect: { defaultProps: { size: 'md' } satisfies Partial<NativeSelectProps> },
    Textarea: { defaultProps: { size: 'md' } satisfies Partial<TextareaProps> },
    Checkbox: { defaultProps: { size: 'md' } satisfies Partial<CheckboxProps> },
    // The close "x" of dialogs is an icon: give it a name screen readers can say.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
      styles: { title: dialogTitle },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
      styles: { title: dialogTitle },
    },
  },
});

/** Colours Mantine derives that would miss AA contrast on our background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fbf8f5',
    // Text of the light variants (alert titles, badges) on their tinted backgrounds: Mantine
    // uses shade 9, which is under 4.5:1 for the status colours. These reach 6:1 or more.
    '--mantine-color-green-light-color': '#22602f',
    '--mantine-color-red-light-color': '#a61e1e',
    '--mantine-color-yellow-light-color': '#6b4300',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
