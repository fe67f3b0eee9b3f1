import { SUPPORT_EMAIL } from "@contract";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fragment } from "react";
import { useDocumentTitle } from "@/lib/use-document-title";
import type { LegalBlock, LegalDocument } from "../legal-document";

/** A legal document: title, date, numbered sections with a table of contents. */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  useDocumentTitle(legal.title);

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }} aria-labelledby="legal-title">
      <Typography
        id="legal-title"
        variant="h1"
        sx={{ fontSize: { xs: 34, md: 46 }, letterSpacing: "-0.03em", lineHeight: 1.1 }}
      >
        {legal.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Last updated: <time dateTime={legal.lastUpdated.iso}>{legal.lastUpdated.label}</time>
      </Typography>
      <Box sx={{ mt: 4 }}>
        {legal.intro.map((text) => (
          <Paragraph key={text} text={text} />
        ))}
      </Box>
      <Box
        component="nav"
        aria-label="Contents"
        sx={{
          my: 5,
          p: 3,
          borderRadius: "16px",
          border: "1px solid",
          borderColor: "divider",
          bgcolor: "background.paper",
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
          {legal.sections.map((section, index) => (
            <Box component="li" key={section.heading} sx={{ mb: 0.75, breakInside: "avoid" }}>
              <Link href={`#section-${index + 1}`} underline="hover">
                {section.heading}
              </Link>
            </Box>
          ))}
        </Box>
      </Box>
      {legal.sections.map((section, index) => (
        <Box
          component="section"
          key={section.heading}
          id={`section-${index + 1}`}
          aria-labelledby={`section-${index + 1}-title`}
          sx={{ mt: 5, scrollMarginTop: 80 }}
        >
          <Typography
            id={`section-${index + 1}-title`}
            variant="h2"
            sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, letterSpacing: "-0.01em", mb: 2 }}
          >
            {index + 1}. {section.heading}
          </Typography>
          {section.blocks.map((block, blockIndex) => (
            // Blocks never move within a section, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: static content
            <Block key={blockIndex} block={block} />
          ))}
        </Box>
      ))}
    </Container>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === "paragraph") return <Paragraph text={block.text} />;
  if (block.kind === "list") {
    return (
      <Box component="ul" sx={{ pl: 3, my: 2, "& li": { mb: 1.25, lineHeight: 1.7 } }}>
        {block.items.map((item) => (
          <Typography component="li" key={item} color="text.secondary">
            <WithEmailLinks text={item} />
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    // Focusable so keyboard users can scroll a table wider than a phone (WCAG 2.1.1).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={block.caption}
      sx={{ my: 3, border: "1px solid", borderColor: "divider", borderRadius: 2 }}
    >
      <Table size="small">
        <caption style={{ captionSide: "top", textAlign: "left", padding: "12px 16px", fontWeight: 600 }}>
          {block.caption}
        </caption>
        <TableHead>
          <TableRow>
            {block.head.map((cell) => (
              <TableCell key={cell} sx={{ fontWeight: 700 }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {block.rows.map((row) => (
            <TableRow key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={cell} component="th" scope="row">
                    <code>{cell}</code>
                  </TableCell>
                ) : (
                  <TableCell key={cell}>{cell}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Paragraph({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ mb: 2, lineHeight: 1.75 }}>
      <WithEmailLinks text={text} />
    </Typography>
  );
}

/** The support address becomes a mailto link wherever the text mentions it. */
function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>}
        </Fragment>
      ))}
    </>
  );
}
