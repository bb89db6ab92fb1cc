import { Button, SimpleGrid, Slider, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@orchid/contracts/money';
import {
  type CalculatorRange,
  CLIENTS_SLIDER,
  calculateSavings,
  clientsPerWeekOf,
  HOURS_SAVED_PER_CLIENT_WEEK,
  hourlyRateOf,
  INITIAL_CLIENTS_RANGE,
  keepRangeApart,
  WORKING_WEEKS_PER_YEAR,
} from '@orchid/contracts/savings-calculator';
import { useEffect, useId, useRef, useState } from 'react';
import { dollarsInWords } from '../../app/format/money';
import classes from './savings-calculator.module.css';
import { clientsInWords, hoursInWords, SAVING } from './savings-words';

type View = 'inputs' | 'result';

/**
 * The calculator (spec §4): the inputs, then "See Your Saving Instantly" shows the result in
 * their place; "Retry Calculation" brings the inputs back, scrolled into view, with what was
 * entered. The hourly rate is free text read as a whole number (empty is 0); clients a week
 * come from the slider, whose value shows in a tooltip while its handle is pressed.
 */
export function SavingsCalculator() {
  const [view, setView] = useState<View>('inputs');
  const [rateText, setRateText] = useState('');
  const [range, setRange] = useState<CalculatorRange>(INITIAL_CLIENTS_RANGE);
  const clients = clientsPerWeekOf(range);
  const rate = hourlyRateOf(rateText);

  const inputsRef = useRef<HTMLDivElement>(null);
  const rateRef = useRef<HTMLInputElement>(null);
  const resultTitleRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the view only after a button press, not when the page opens.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    if (view === 'result') {
      resultTitleRef.current?.focus();
      resultTitleRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    } else {
      inputsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      rateRef.current?.focus({ preventScroll: true });
    }
  }, [view]);
  const show = (next: View) => {
    moved.current = true;
    setView(next);
  };

  const sliderLabelId = useId();
  return (
    <div className={classes.calculator}>
      {view === 'inputs' ? (
        <div ref={inputsRef} className={classes.inputs}>
          <TextInput
            ref={rateRef}
            label="Your hourly rate (USD)"
            description="What you charge for a session hour, in whole dollars"
            placeholder="150"
            inputMode="numeric"
            autoComplete="off"
            value={rateText}
            onChange={(event) => setRateText(event.currentTarget.value)}
            leftSection={<span aria-hidden="true">$</span>}
          />
          <div>
            <Text component="p" fw={500} id={sliderLabelId}>
              Clients per week: <strong>{clientsInWords(clients)}</strong>
            </Text>
            <Slider
              mt="sm"
              min={CLIENTS_SLIDER.min}
              max={CLIENTS_SLIDER.max}
              step={CLIENTS_SLIDER.step}
              value={clients}
              onChange={(value) => setRange((before) => keepRangeApart({ ...before, max: value }))}
              // The value shows while the handle is pressed, not on hover.
              showLabelOnHover={false}
              label={(value) => clientsInWords(value)}
              thumbProps={{ 'aria-labelledby': sliderLabelId }}
              thumbValueText={(value) => clientsInWords(value)}
              marks={[
                { value: CLIENTS_SLIDER.min, label: String(CLIENTS_SLIDER.min) },
                { value: 25, label: '25' },
                { value: CLIENTS_SLIDER.max, label: String(CLIENTS_SLIDER.max) },
              ]}
              className={classes.slider}
            />
          </div>
          <Button size="md" onClick={() => show('result')} className={classes.action}>
            See Your Saving Instantly
          </Button>
        </div>
      ) : (
        <SavingsResult clients={clients} rate={rate} titleRef={resultTitleRef}>
          <Button size="md" variant="default" onClick={() => show('inputs')}>
            Retry Calculation
          </Button>
        </SavingsResult>
      )}
    </div>
  );
}

type SavingsResultProps = {
  clients: number;
  rate: number;
  titleRef: React.RefObject<HTMLHeadingElement | null>;
  children: React.ReactNode;
};

function SavingsResult({ clients, rate, titleRef, children }: SavingsResultProps) {
  const result = calculateSavings(clients, rate);
  return (
    <div className={classes.result}>
      <Title order={3} ref={titleRef} tabIndex={-1} className={classes.resultTitle}>
        Your yearly saving
      </Title>
      <Text mt={4} c="dimmed">
        For {clientsInWords(clients)} a week at {dollarsInWords(rate, SAVING)} an hour, over{' '}
        {WORKING_WEEKS_PER_YEAR} working weeks.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md" component="dl">
        <div className={classes.figure}>
          <dt>Saved on payment fees</dt>
          <dd data-testid="fee-saving">{formatMoney(result.paymentFeeSavingCents, SAVING)}</dd>
        </div>
        <div className={classes.figure}>
          <dt>Admin time given back</dt>
          <dd data-testid="hours-reclaimed">{hoursInWords(result.hoursReclaimed)}</dd>
        </div>
        <div className={classes.figure}>
          <dt>Those hours at your rate</dt>
          <dd data-testid="industry-saving">{formatMoney(result.industrySavingCents, SAVING)}</dd>
        </div>
      </SimpleGrid>
      <Text mt="md" size="sm" c="dimmed">
        Time given back counts {HOURS_SAVED_PER_CLIENT_WEEK * 60} minutes per client per week. The
        questions below say how each figure is worked out.
      </Text>
      <div className={classes.action}>{children}</div>
    </div>
  );
}
