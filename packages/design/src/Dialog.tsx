import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { focusRing } from './theme';
import { Tooltip } from './Tooltip';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${focusRing}
`;

const Title = styled.h2`
  font-size: 18px;
  font-weight: 600;
  padding-right: 32px;
`;

const Description = styled.p`
  margin-top: 6px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Body = styled.div`
  margin-top: 16px;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 14px;
  right: 14px;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: ${({ theme }) => theme.radiusSm};
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.mutedForeground};
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  ${focusRing}
`;

/** The parts both dialogs use: Radix's AlertDialog has the same ones as its Dialog. */
type Primitives = Pick<typeof RadixDialog, 'Root' | 'Portal' | 'Overlay' | 'Content' | 'Title' | 'Description'>;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

function Modal({ parts: P, open, onOpenChange, title, description, children }: ModalProps & { parts: Primitives }) {
  // Radix gives focus back to its Trigger; ours open from state, without one: focus goes back
  // to what had it when the dialog opened (the button that opened it).
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
  return (
    <P.Root open={open} onOpenChange={onOpenChange}>
      <P.Portal>
        <P.Overlay asChild>
          <Overlay>
            <P.Content asChild onOpenAutoFocus={rememberOpener} onCloseAutoFocus={returnFocus}>
              <Panel>
                <P.Title asChild>
                  <Title>{title}</Title>
                </P.Title>
                {description && (
                  <P.Description asChild>
                    <Description>{description}</Description>
                  </P.Description>
                )}
                {children}
              </Panel>
            </P.Content>
          </Overlay>
        </P.Overlay>
      </P.Portal>
    </P.Root>
  );
}

export type DialogProps = ModalProps;

/** Modal dialog (Radix): Escape, the overlay or Close closes it; focus stays inside, then returns. */
export function Dialog({ children, ...props }: DialogProps) {
  return (
    <Modal parts={RadixDialog} {...props}>
      {children && <Body>{children}</Body>}
      <Tooltip label="Close">
        <RadixDialog.Close asChild>
          <CloseButton type="button">
            <span aria-hidden="true">×</span>
          </CloseButton>
        </RadixDialog.Close>
      </Tooltip>
    </Modal>
  );
}

const DeleteButton = styled(Button)`
  margin-right: auto;
`;

export interface FormDialogFooterProps {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Given (an existing item's edit), Delete stands in place of Cancel (SPEC §4). */
  onDelete?: () => void;
}

/** The footer of a form dialog: Delete or Cancel, then the submit button. */
export function FormDialogFooter({ saving, submitLabel, onCancel, onDelete }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      {onDelete ? (
        <DeleteButton variant="destructive" onClick={onDelete} disabled={saving}>
          Delete
        </DeleteButton>
      ) : (
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * Asks before a destructive action (Radix AlertDialog): focus starts on Cancel; the overlay does
 * not close it, and it stays open until `pending` is over.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  pending,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
}) {
  return (
    <Modal
      parts={AlertDialog}
      open={open}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title={title}
      description={description}
    >
      <DialogFooter>
        <AlertDialog.Cancel asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        {/* Not AlertDialog.Action, which closes at once: this stays open until the action is done. */}
        <Button variant="destructive" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
