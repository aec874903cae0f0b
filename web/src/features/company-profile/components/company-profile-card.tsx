import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import type { CompanyProfileQuery } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { userErrorField } from '../../../lib/user-errors';
import { useCompanyProfile, useUpdateCompanyProfile } from '../api/company-profile';

type Profile = CompanyProfileQuery['companyProfile'];
type Field = 'headOfficeCity' | 'headOfficeRegion' | 'headOfficeCountry' | 'boilerplate' | 'mediaContact';
type Values = Record<Field, string>;

/** The form's starting values: what is saved, with the market data's country while none is saved. */
export function profileFormValues(profile: Profile): Values {
  return {
    headOfficeCity: profile.headOfficeCity ?? '',
    headOfficeRegion: profile.headOfficeRegion ?? '',
    headOfficeCountry: profile.headOfficeCountry ?? profile.marketCountry ?? '',
    boilerplate: profile.boilerplate ?? '',
    mediaContact: profile.mediaContact ?? '',
  };
}

/** Settings → Company profile: the head office city for the dateline, the "About" boilerplate and the media contact. */
export function CompanyProfileCard({ canChange }: { canChange: boolean }) {
  const { data } = useCompanyProfile();
  if (!data) return null;
  return <ProfileForm profile={data.companyProfile} canChange={canChange} />;
}

function ProfileForm({ profile, canChange }: { profile: Profile; canChange: boolean }) {
  const [values, setValues] = useState<Values>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useUpdateCompanyProfile();
  const { toast } = useToast();

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    disabled: !canChange || loading,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    try {
      const { data } = await save({ variables: { input: values } });
      const refused = data?.updateCompanyProfile.userErrors ?? [];
      if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.map((e) => [userErrorField(e.path), e.message])));
        return;
      }
      toast({ title: 'Company profile saved', description: 'New releases use it for the dateline, About and contact.' });
    } catch (error) {
      setProblem(problemMessage(readApiError(error), 'The company profile could not be saved.'));
    }
  }

  const suggested = !profile.headOfficeCountry && profile.marketCountry;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          Company profile
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Press releases open with the city of your head office and end with the About paragraph and the media contact below. Nothing here
          is invented: what you leave empty is left out.
        </Typography>
        {profile.dateline ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            No head office city yet: releases carry the date alone in their dateline until you add one.
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Company profile">
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField label="Head office city" placeholder="e.g. Seattle" {...field('headOfficeCity')} />
            <TextField label="State or region" placeholder="e.g. WA" {...field('headOfficeRegion')} />
            <TextField
              label="Country"
              {...field('headOfficeCountry')}
              helperText={errors.headOfficeCountry ?? (suggested ? 'Prefilled from the market data' : ' ')}
            />
          </Box>
          <TextField
            label="About the company (boilerplate)"
            multiline
            minRows={3}
            fullWidth
            {...field('boilerplate')}
            helperText={errors.boilerplate ?? 'Printed as written under "About" at the end of each release.'}
          />
          <TextField
            label="Media and investor contact"
            multiline
            minRows={2}
            fullWidth
            placeholder={'Name, title\nemail@company.com\n+1 555 555 0100'}
            {...field('mediaContact')}
            helperText={errors.mediaContact ?? 'Printed as written, line by line.'}
            sx={{ mt: 1 }}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          ) : null}
          {canChange ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button type="submit" variant="contained" disabled={loading}>
                {loading ? 'Saving...' : 'Save profile'}
              </Button>
            </Stack>
          ) : (
            <Alert severity="info" sx={{ mt: 1 }}>
              Owners and editors change the company profile; you see what releases print.
            </Alert>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
