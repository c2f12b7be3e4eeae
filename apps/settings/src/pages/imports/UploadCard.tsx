import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ENCODINGS, type ImportEncoding } from '@dental/contracts/values';
import { Button, Card, FileDrop, FormItem, FormMessage, Select } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { useImportActions } from '../../data/imports';
import { errorText } from './errorText';

/** The delimiters offered beside "recognise", with their i18n keys. */
const DELIMITERS = [
  { value: ';', key: 'semicolon' },
  { value: ',', key: 'comma' },
  { value: '\t', key: 'tab' },
  { value: '|', key: 'pipe' },
] as const;

/**
 * Upload of an export: the file, and how to read a CSV when recognising it goes wrong (encoding,
 * delimiter; both recognised by default). On success the import's own page opens.
 */
export function UploadCard() {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const { upload } = useImportActions();
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ImportEncoding | ''>('');
  const [delimiter, setDelimiter] = useState('');

  const submit = () => {
    if (!file) return;
    upload.mutate(
      { file, options: { encoding: encoding || undefined, delimiter: delimiter || undefined } },
      { onSuccess: (answer) => navigate(`/settings/import/${answer.uuid}`) },
    );
  };

  return (
    <Card>
      <h2 className="imp-heading">{t('upload.title')}</h2>
      <FileDrop
        label={file ? file.name : t('upload.drop')}
        buttonLabel={t('upload.file')}
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        onFiles={([chosen]) => setFile(chosen)}
        disabled={upload.isPending}
      />
      <div className="imp-options">
        <FormItem label={t('upload.encoding')} htmlFor="import-encoding">
          <Select
            id="import-encoding"
            value={encoding}
            onChange={(event) => setEncoding(event.target.value as ImportEncoding | '')}
            placeholder={t('upload.auto')}
            options={IMPORT_ENCODINGS.map((value) => ({ value, label: t(`encodings.${value}`) }))}
          />
        </FormItem>
        <FormItem label={t('upload.delimiter')} htmlFor="import-delimiter">
          <Select
            id="import-delimiter"
            value={delimiter}
            onChange={(event) => setDelimiter(event.target.value)}
            placeholder={t('upload.auto')}
            options={DELIMITERS.map(({ value, key }) => ({ value, label: t(`delimiters.${key}`) }))}
          />
        </FormItem>
      </div>
      {upload.isError ? <FormMessage>{errorText(upload.error, t, 'upload.failed')}</FormMessage> : null}
      <Button onClick={submit} disabled={!file || upload.isPending}>
        {upload.isPending ? t('upload.uploading') : t('upload.submit')}
      </Button>
    </Card>
  );
}
