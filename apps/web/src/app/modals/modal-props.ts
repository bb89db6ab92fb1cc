/** What the opener gives every modal; a modal adds its own props beside these. */
export type ModalBaseProps = {
  opened: boolean;
  onClose: () => void;
};
