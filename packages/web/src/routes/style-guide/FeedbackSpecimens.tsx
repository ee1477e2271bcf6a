import { Inbox } from 'lucide-react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { EmptyState } from '../../ui/EmptyState';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { useProgress } from '../../ui/progress/ProgressContext';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { Row, Specimen } from './Specimen';
import styles from './StyleGuide.module.css';

/** Notifications, alerts, progress, loading and empty states, and the copy control. */
export function FeedbackSpecimens() {
  const notify = useNotify();
  const progress = useProgress();
  return (
    <>
      <Specimen id="notifications" title="Notifications" usage="Short news in the top-right corner, 320px wide. They close by themselves after 5 seconds; hovering pauses that.">
        <Row>
          <Button onClick={() => notify.info('Reconnecting', 'Reconnecting with server.')}>Info</Button>
          <Button onClick={() => notify.success('Password changed', 'Your password has been changed.')}>Success</Button>
          <Button onClick={() => notify.warning('Row has moved', 'The row no longer fits the current sort.')}>Warning</Button>
          <Button onClick={() => notify.error('Network error', 'Could not connect to the API server.')}>Error</Button>
        </Row>
      </Specimen>
      <Specimen id="alerts" title="Alerts" usage="Messages that belong to a place on the page, such as a form’s error.">
        <div className={styles.stack}>
          <Alert tone="info" title="Sign up is disabled">Ask an administrator for an account.</Alert>
          <Alert tone="success" title="Password changed">Your password has been changed.</Alert>
          <Alert tone="warning" title="Row does not match filters">It stays in place until you unselect it.</Alert>
          <Alert tone="error" title="Invalid password.">Could not change your password because your old password is invalid.</Alert>
        </div>
      </Specimen>
      <Specimen id="progress" title="Progress bar" usage="The thin line at the top of the window. It waits 200ms before showing, fills over 5s, and hides 500ms after finishing.">
        <Row>
          <Button onClick={() => progress.start()}>Start</Button>
          <Button onClick={() => progress.set(60)}>Set 60%</Button>
          <Button onClick={() => progress.finish()}>Finish</Button>
          <Button onClick={() => progress.fail()}>Fail</Button>
          <Button variant="ghost" onClick={() => progress.hide()}>
            Hide
          </Button>
        </Row>
      </Specimen>
      <Specimen id="loading" title="Loading states" usage="A spinner for actions, skeletons in the shape of the content that is coming.">
        <Row label="Spinner">
          <Spinner />
          <Spinner size={20} />
        </Row>
        <div className={styles.skeletons}>
          <Skeleton width="40%" height={14} />
          <Skeleton width="85%" />
          <Skeleton width="70%" />
        </div>
      </Specimen>
      <Specimen id="empty" title="Empty states" usage="Say what will appear, and offer the action that makes it appear when there is one.">
        <EmptyState icon={<Inbox size={20} aria-hidden />} title="No invitations">
          Invitations to join a group will show up here.
        </EmptyState>
      </Specimen>
      <Specimen id="copy" title="Copy control" usage="Copies a value such as an API token; confirms with “Copied!”, which fades after half a second.">
        <Row>
          <code>QmF0Y2ggb2YgdG9rZW5z</code>
          <CopyButton value="QmF0Y2ggb2YgdG9rZW5z" label="Copy token" />
        </Row>
      </Specimen>
    </>
  );
}
