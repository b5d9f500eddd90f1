import { useState } from 'react';
import type { RelationKind } from '../api';
import { useRelation } from '../hooks/use-relation';
import { RelationConfirmDialog } from './relation-confirm-dialog';

/** A mute or block asked from a post's menu: confirmed first, then done (the person's posts leave the feed). */
export function RelationAction({
  kind,
  person,
  onClose,
  onDone,
}: {
  kind: RelationKind;
  person: { uuid: string; username: string };
  onClose: () => void;
  onDone?: () => void;
}) {
  const change = useRelation();
  // mounted until the change is done (its toast and the feed's update belong to it), the dialog closed meanwhile
  const [confirmed, setConfirmed] = useState(false);
  return (
    <RelationConfirmDialog
      kind={kind}
      username={person.username}
      open={!confirmed}
      onCancel={onClose}
      onConfirm={() => {
        setConfirmed(true);
        change.mutate(
          { kind, on: true, ...person },
          { onSuccess: (state) => (state ? onDone?.() : undefined), onSettled: onClose },
        );
      }}
    />
  );
}
