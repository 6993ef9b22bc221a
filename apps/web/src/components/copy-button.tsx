import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, type ButtonProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../lib/browser.ts';

export type CopyButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The text to copy, or a function producing it at click time. */
  text: string | (() => string);
  label?: string;
};

export function CopyButton({ text, label, ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const handleCopy = async () => {
    if (await copyToClipboard(typeof text === 'function' ? text() : text)) setCopied(true);
  };

  return (
    <Button
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={() => void handleCopy()}
      {...props}
    >
      {copied ? t('common.copied') : (label ?? t('common.copy'))}
    </Button>
  );
}
