import { Anchor, Button, Radio, Stack, Text } from '@mantine/core';
import { type SavedCard, savedCardLabel } from '@orchid/contracts/checkout';
import { IconCreditCard } from '@tabler/icons-react';
import type { CardChoice } from './checkout-rules';

type CardChooserProps = {
  cards: SavedCard[];
  choice: CardChoice;
  onChoose: (choice: CardChoice) => void;
};

/**
 * §2: the saved cards ('{brand} ***{last4} {exp_month}/{exp_year}') with 'Add a new card', or
 * only the add-new-card button when there is none. A new card is entered on the provider's
 * secure page after Confirm.
 */
export function CardChooser({ cards, choice, onChoose }: CardChooserProps) {
  const newCard = choice.kind === 'new';
  return (
    <Stack gap="xs">
      {cards.length === 0 ? (
        <Button
          variant={newCard ? 'light' : 'default'}
          leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          aria-pressed={newCard}
          onClick={() => onChoose(newCard ? { kind: 'none' } : { kind: 'new' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a new card
        </Button>
      ) : (
        <>
          <Radio.Group
            label="Pay with"
            value={choice.kind === 'saved' ? choice.id : null}
            onChange={(id) => onChoose({ kind: 'saved', id })}
          >
            <Stack gap="xs" mt={4}>
              {cards.map((card) => (
                <Radio key={card.id} value={card.id} label={savedCardLabel(card)} />
              ))}
            </Stack>
          </Radio.Group>
          <Anchor
            component="button"
            type="button"
            onClick={() => onChoose({ kind: 'new' })}
            style={{ alignSelf: 'flex-start' }}
            aria-pressed={newCard}
          >
            Add a new card
          </Anchor>
        </>
      )}
      {newCard && (
        <Text size="sm" c="dimmed">
          After Confirm you enter your card on our payment provider's secure page.
        </Text>
      )}
    </Stack>
  );
}
