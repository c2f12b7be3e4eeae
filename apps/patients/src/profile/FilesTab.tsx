import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientFile } from '@dental/contracts';
import { downloadBlob, isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, ConfirmDialog, FileDrop, IconFolder, ListState, NavTabs, Spinner, TableFrame, toast, useDateFormat } from '@dental/ui';
import { Navigate, useParams } from '@dental/ui/router';
import { PATIENT_FILE_SECTIONS, type PatientFileSection } from '@dental/contracts/values';
import { useFileActions, useFiles } from '../data/patient-files';
import { formatSize, fullName } from '../lib/labels';
import { failed } from '../lib/notify';

const MAX_MB = 20;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.tif,.tiff,.dcm,.dicom,.docx';

/** Medical files and documents: upload (drop or button), list, download, delete with confirmation. */
export function FilesTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const { section = '' } = useParams();
  if (!(PATIENT_FILE_SECTIONS as readonly string[]).includes(section)) return <Navigate to="/404" replace />;
  return (
    <>
      <NavTabs label={t('tabs.files')} items={PATIENT_FILE_SECTIONS.map((s) => ({ to: `/patients/${patient.uuid}/files/${s}`, label: t(`file_sections.${s}`) }))} />
      <Files key={section} patient={patient} section={section as PatientFileSection} />
    </>
  );
}

function Files({ patient, section }: { patient: Patient; section: PatientFileSection }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const files = useFiles(patient.uuid, section);
  const actions = useFileActions(patient.uuid, section);
  const [uploading, setUploading] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [removing, setRemoving] = useState<PatientFile | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (list: File[]) => {
    const problems: string[] = [];
    for (const file of list) {
      setUploading(file.name);
      try {
        await actions.upload(file);
        toast.success(t('toast.file_uploaded', { name: file.name }));
      } catch (error) {
        // The server says why (size, type, a lying extension) on the `file` field.
        const reason = isApiError(error) ? (error.fields.file ?? error.message) : '';
        problems.push(t('files.upload_error', { name: file.name, reason }));
        failed(t, 'toast.file_failed', error, { name: file.name });
      }
    }
    setUploading(null);
    setErrors(problems);
    void actions.refresh();
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await actions.remove(removing.uuid);
      toast.success(t('toast.file_deleted'));
    } catch (error) {
      failed(t, 'toast.file_delete_failed', error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const get = async (file: PatientFile) => {
    try {
      const got = await actions.download(file.uuid);
      downloadBlob(got.blob, got.filename ?? file.name);
    } catch (error) {
      failed(t, 'toast.download_failed', error);
    }
  };

  return (
    <div className="pt-files">
      {can('patients_edit') ? (
        <FileDrop
          onFiles={upload}
          label={uploading ? <Spinner label={t('files.uploading', { name: uploading })} /> : t('files.drop')}
          buttonLabel={t('actions.upload')}
          hint={t('files.hint', { max: MAX_MB })}
          accept={ACCEPT}
          disabled={uploading !== null}
        />
      ) : null}
      {errors.length ? (
        <div className="pt-notice pt-notice--danger" role="alert">
          {errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
      <ListState
        query={files}
        errorText={t('toast.load_failed')}
        isEmpty={(list) => list.length === 0}
        empty={{ icon: <IconFolder size={28} />, title: t('empty.files_title'), text: t('empty.files_text'), card: true }}
      >
        {(list) => (
          <TableFrame
            caption={t(`file_sections.${section}`)}
            head={
              <>
                <th scope="col">{t('files.name')}</th>
                <th scope="col">{t('files.size')}</th>
                <th scope="col" className="pt-wide-only">{t('files.uploaded')}</th>
                <th scope="col" className="pt-wide-only">{t('files.by')}</th>
                <th scope="col"><span className="dc-visually-hidden">{t('files.actions')}</span></th>
              </>
            }
          >
            <tbody>
              {list.map((f) => (
                <tr key={f.uuid}>
                  <td className="pt-file-name">{f.name}</td>
                  <td>{formatSize(f.size)}</td>
                  <td className="pt-wide-only">{dates.dateTime(f.created_at)}</td>
                  <td className="pt-wide-only">{f.uploaded_by ? fullName(f.uploaded_by) : ''}</td>
                  <td className="pt-cell-actions">
                    <Button variant="ghost" onClick={() => void get(f)} aria-label={`${t('actions.download')}: ${f.name}`}>
                      {t('actions.download')}
                    </Button>
                    {can('patients_edit') ? (
                      <Button variant="ghost" className="pt-danger-text" onClick={() => setRemoving(f)} aria-label={`${t('actions.delete')}: ${f.name}`}>
                        {t('actions.delete')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </ListState>
      <ConfirmDialog
        open={removing !== null}
        title={t('confirm.delete_file_title')}
        text={<p>{t('confirm.delete_file_text', { name: removing?.name ?? '' })}</p>}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
        busy={busy}
        danger
      />
    </div>
  );
}
