import { ArrowLeft, RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth';
import { Button } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { usePageTitle } from '../ui/usePageTitle';
import styles from './ErrorPage.module.css';

/** Props of ErrorPage: the status (treated as 500 when absent) and an optional title and text that override the defaults. */
export interface ErrorPageProps {
  status?: number;
  title?: string;
  message?: string;
  /** Inside the app layout: no logo and no full-window background. */
  embedded?: boolean;
}

/** The error page of spec §2: a 404 explains itself, anything else says something went wrong. */
export function ErrorPage({ status, title, message, embedded }: ErrorPageProps) {
  const { user } = useAuth();
  const notFound = status === 404;
  const heading = notFound ? 'This page could not be found' : (title ?? 'Something went wrong');
  usePageTitle(heading);
  const text = notFound
    ? 'We couldn’t find the page you were looking for. The URL might be wrong, or you might not have permission to view it.'
    : (message ?? 'Something went wrong on our side and the developers have been notified. Try refreshing the page, or go back to the dashboard.');

  const Container = embedded ? 'div' : 'main';
  return (
    <Container className={embedded ? styles.embedded : styles.page}>
      {!embedded && <Logo />}
      <div className={styles.box}>
        <p className={styles.status}>{notFound ? '404' : status ? `Error ${status}` : 'Error'}</p>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Link to={user ? '/dashboard' : '/login'} className={styles.link}>
            <ArrowLeft size={14} aria-hidden />
            {user ? 'Back to the dashboard' : 'Back to login'}
          </Link>
          {!notFound && (
            <Button variant="ghost" icon={<RotateCw size={14} aria-hidden />} onClick={() => window.location.reload()}>
              Refresh page
            </Button>
          )}
        </div>
      </div>
    </Container>
  );
}
