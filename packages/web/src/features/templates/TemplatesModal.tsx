import { SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import type { TemplateSummary } from '@cellar/core';
import { errorMessageOf } from '../../api/ApiError';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { TemplateList } from './TemplateList';
import { TemplatePreview } from './TemplatePreview';
import { visibleTemplates, type CategoryChoice } from './templateSearch';
import { TemplateSidebar } from './TemplateSidebar';
import { useTemplates } from './useTemplates';
import styles from './templates.module.css';

/** Props of the gallery: the group it was opened from is where a template goes unless changed. */
export interface TemplatesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groupId: number;
}

/** The template gallery: categories and search on the left, the templates or one's live preview on the right. */
export function TemplatesModal({ open, onOpenChange, groupId }: TemplatesModalProps) {
  const templates = useTemplates(open);
  const [choice, setChoice] = useState<CategoryChoice>({ kind: 'all' });
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<TemplateSummary | null>(null);
  const [lastChosen, setLastChosen] = useState<number | null>(null);
  const handleOpenChange = (next: boolean) => {
    // Reopening starts from the whole gallery.
    if (!next) {
      setChoice({ kind: 'all' });
      setQuery('');
      setChosen(null);
      setLastChosen(null);
    }
    onOpenChange(next);
  };
  const sidebar = (
    <TemplateSidebar
      categories={templates.data}
      choice={choice}
      onChoose={(next) => {
        setChoice(next);
        setQuery('');
        setChosen(null);
      }}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        setChosen(null);
      }}
    />
  );
  return (
    <Modal open={open} onOpenChange={handleOpenChange} title="Templates" hideTitle sidebar={sidebar} wide>
      {chosen ? (
        <TemplatePreview key={chosen.id} template={chosen} groupId={groupId} onBack={() => {
            setLastChosen(chosen.id);
            setChosen(null);
          }} onInstalled={() => handleOpenChange(false)} />
      ) : (
        <Gallery templates={templates} choice={choice} query={query} onChoose={setChosen} focusId={lastChosen} />
      )}
    </Modal>
  );
}

function Gallery({ templates, choice, query, onChoose, focusId }: { templates: ReturnType<typeof useTemplates>; choice: CategoryChoice; query: string; onChoose: (template: TemplateSummary) => void; focusId: number | null }) {
  const headingId = useId();
  if (templates.error) {
    const { title, message } = errorMessageOf(templates.error);
    return (
      <Alert tone="error" title={`The templates could not be loaded. ${title}`} action={<Button size="sm" onClick={() => void templates.refetch()}>Try again</Button>}>
        {message}
      </Alert>
    );
  }
  if (!templates.data) {
    return (
      <div className={styles.cards} role="status" aria-label="Loading templates">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={86} radius={10} />
        ))}
      </div>
    );
  }
  const shown = visibleTemplates(templates.data, choice, query);
  const searching = query.trim() !== '';
  const heading = searching ? `Templates matching “${query.trim()}”` : choice.kind === 'all' ? 'All templates' : (templates.data.find((category) => category.id === choice.id)?.name ?? 'Templates');
  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h2 className={styles.galleryHeading} id={headingId}>
        {heading}
      </h2>
      <p className={styles.galleryCount} role="status">
        {shown.length === 1 ? '1 template' : `${shown.length} templates`}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={<SearchX size={20} aria-hidden />} title={searching ? 'No templates found' : 'No templates yet'}>
          {searching ? 'No template has that in its name or keywords. Try another word, or browse the categories.' : 'Templates appear here once the server has loaded them.'}
        </EmptyState>
      ) : (
        <TemplateList templates={shown} label={heading} onChoose={onChoose} focusId={focusId} />
      )}
    </section>
  );
}
