/**
 * 'Built for HIPAA': a shield with a check and the words, readable by screen readers. It says
 * what the software is built for; whether an installation complies is its operator's to claim,
 * so callers show it only when the operator does (app/operator.ts operatorClaimsHipaa).
 */
export function HipaaBadge() {
  return (
    <svg
      width="132"
      height="48"
      viewBox="0 0 132 48"
      role="img"
      aria-label="Built for HIPAA"
      focusable="false"
    >
      <rect
        x="1"
        y="1"
        width="130"
        height="46"
        rx="10"
        fill="#ffffff"
        style={{ stroke: 'var(--mantine-color-orchid-7)' }}
        strokeWidth="1.5"
      />
      <path
        d="M25 9 L36 13 V22 C36 30 31 35.5 25 38 C19 35.5 14 30 14 22 V13 Z"
        style={{ fill: 'var(--mantine-color-orchid-7)' }}
      />
      <path
        d="M19.5 23.5 L23.5 27.5 L30.5 19.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="46"
        y="20"
        fontSize="10.5"
        fontWeight="600"
        style={{ fill: 'var(--mantine-color-gray-7)' }}
        letterSpacing="1.2"
      >
        BUILT FOR
      </text>
      <text
        x="46"
        y="36"
        fontSize="16"
        fontWeight="700"
        style={{ fill: 'var(--mantine-color-black)' }}
        letterSpacing="0.5"
      >
        HIPAA
      </text>
    </svg>
  );
}
