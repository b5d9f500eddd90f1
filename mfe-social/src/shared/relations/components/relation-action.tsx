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
  return (
    <RelationConfirmDialog
      kind={kind}
      username={person.username}
      open
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        change.mutate({ kind, on: true, ...person }, { onSuccess: (state) => (state ? onDone?.() : undefined) });
      }}
    />
  );
}
