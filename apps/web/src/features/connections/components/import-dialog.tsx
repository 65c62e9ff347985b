/**
 * 'Import your data' (docs/product/screens.md#import-your-data): when the server has no OAuth credentials for a provider, the
 * traveller uploads the data export the provider lets every user download. The server keeps only
 * the themes it derives; the file is discarded.
 */
import { Box, Button, CloseButton, Dialog, Field, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { IMPORT_MAX_BYTES, useImportExport } from '../api/connections';
import type { ProviderMeta } from '../lib/providers';

export function ImportDialog({ provider, disabled }: { provider: ProviderMeta; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const importer = useImportExport();
  const help = provider.importHelp;
  const inputId = `import-file-${provider.id}`;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setFile(null);
      importer.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    importer.mutate({ provider: provider.id, file }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="gremlin" variant="outline" disabled={disabled}>
          <Upload /> Import your data
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel" mx="4" aria-label={`Import your ${provider.name} data`}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Import your {provider.name} data</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {help && (
                    <>
                      <Text fontSize="sm">
                        {help.steps}{' '}
                        <Link href={help.url} target="_blank" rel="noreferrer" color="slime.300">
                          Open {provider.name}
                        </Link>
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {help.files}
                      </Text>
                    </>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    Only the travel themes we find are kept; the file itself is read once and thrown away. At most {IMPORT_MAX_BYTES / 1024 / 1024} MB.
                  </Text>
                  <Field.Root invalid={importer.isError}>
                    <Field.Label htmlFor={inputId}>Export file (.zip, .json or .csv)</Field.Label>
                    <Input
                      id={inputId}
                      type="file"
                      accept=".zip,.json,.csv,application/zip,application/json,text/csv"
                      p="1"
                      onChange={(event) => {
                        setFile(event.target.files?.[0] ?? null);
                        importer.reset();
                      }}
                      disabled={importer.isPending}
                    />
                  </Field.Root>
                  {importer.isError && (
                    <Box role="alert" p="3" rounded="md" bg="red.950" borderWidth="1px" borderColor="red.700" data-testid="import-error">
                      <Text fontSize="sm" fontWeight="semibold">
                        Import failed
                      </Text>
                      <Text fontSize="sm">{importFailure(importer.error)}</Text>
                    </Box>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={importer.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="gremlin" disabled={!file} loading={importer.isPending} loadingText="Reading your data...">
                  Import
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The server's sentence (it names the problem), the size check's, or a fallback. */
function importFailure(error: unknown): string {
  const fallback = 'The file could not be imported. Please try again.';
  if (isApiError(error)) return error.serverMessage ?? fallback;
  return error instanceof Error ? error.message : fallback;
}
