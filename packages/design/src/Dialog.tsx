import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { focusRing } from './theme';
import { Tooltip } from './Tooltip';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  &:hover { background: ${({ theme }) => theme.colors.muted}; }
  ${focusRing}
`;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  showClose?: boolean;
}

function Modal({ open, onOpenChange, title, description, children, role = 'dialog', showClose = true }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog on open and back to where it was on close.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input, select, textarea') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay onMouseDown={(event) => event.target === event.currentTarget && onOpenChange(false)}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children && <Body>{children}</Body>}
        {showClose && (
          <Tooltip label="Close">
            <CloseButton type="button" onClick={() => onOpenChange(false)}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          </Tooltip>
        )}
      </Panel>
    </Overlay>,
    document.body,
  );
}

export type DialogProps = Omit<ModalProps, 'role'>;

/** Modal dialog: Escape or the overlay closes it, Tab stays inside. */
export function Dialog(props: DialogProps) {
  return <Modal {...props} role="dialog" />;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
}

/** Asks before an irreversible action (role="alertdialog"). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} role="alertdialog" showClose={false}>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Modal>
  );
}

const DeleteButton = styled(Button)`
  margin-right: auto;
`;

export interface FormDialogFooterProps {
  /** Edit mode (an existing item) shows Delete; add mode shows Cancel (SPEC §4). */
  editing: boolean;
  saving: boolean;
  submitLabel: string;
  onDelete: () => void;
  onCancel: () => void;
}

/** The footer of every add/edit dialog: Delete or Cancel, then the submit button. */
export function FormDialogFooter({ editing, saving, submitLabel, onDelete, onCancel }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      {editing ? (
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
