//! PNG and PDF figures: our SVG figure ([`super::svg`]) rendered in-process by the
//! `resvg` crate (PNG) and converted by `svg2pdf` (PDF, vector, the text embedded as a
//! font subset), with DejaVu Sans bundled in the binary and no system font looked up,
//! so the output is the same on every machine. Lecturers paste PNG into slides; PDF
//! goes into LaTeX (`\includegraphics`) at any size.

use crate::record::Recording;
use crate::render::model::RenderOptions;
use std::io::{self, Write};

/// PNG pixels per SVG pixel when `--scale` is not given: 2, sharp on a projector and
/// in print at the figure's natural size.
pub const DEFAULT_SCALE: f32 = 2.0;

/// The largest `--scale`: 8 (a 1,000-pixel figure becomes 8,000 pixels wide).
pub const MAX_SCALE: f32 = 8.0;

/// Our SVG figure of `rec`.
fn svg_of(rec: &Recording, opts: &RenderOptions) -> io::Result<Vec<u8>> {
    let mut svg = Vec::new();
    super::svg::write(rec, opts, &mut svg)?;
    Ok(svg)
}

/// Writes the figure as a PNG on its background (`--background`), `scale` pixels per SVG pixel
/// (at most [`MAX_SCALE`]).
///
/// # Errors
/// The writer's; an image too large to allocate; without the `raster` feature, always.
pub fn write(
    rec: &Recording,
    opts: &RenderOptions,
    scale: f32,
    out: &mut dyn Write,
) -> io::Result<()> {
    out.write_all(&raster::png(&svg_of(rec, opts)?, scale)?)
}

/// An SVG document of ours (a figure, a step of `--steps`) as PNG bytes, as
/// [`write()`] makes them.
///
/// # Errors
/// An SVG usvg cannot read; an image too large to allocate; without the `raster`
/// feature, always.
pub fn from_svg(svg: &str, scale: f32) -> io::Result<Vec<u8>> {
    raster::png(svg.as_bytes(), scale)
}

/// An SVG document of ours (an exercise sheet) as a small grayscale PNG, `scale` pixels
/// per SVG pixel, on white: 4 shades of gray (2 bits a pixel: black, white and two
/// for the edges' anti-aliasing; Rec. 601 luma), compressed as far as the encoder goes.
/// A fallback picture for platforms that show no SVG (a Moodle question bank holds one
/// per student): about a fourteenth of [`from_svg`]'s colour PNG (12 KB for a sheet of
/// 1,092 × 335 pixels, against 173 KB), and legible, the sheet being made for black
/// and white printing.
///
/// # Errors
/// An SVG usvg cannot read; an image too large to allocate; without the `raster`
/// feature, always.
pub fn gray_from_svg(svg: &str, scale: f32) -> io::Result<Vec<u8>> {
    raster::gray_png(svg.as_bytes(), scale)
}

/// Writes the figure as a one-page PDF of the figure's size (1 SVG pixel = 0.75 pt).
///
/// # Errors
/// The writer's; a figure svg2pdf cannot convert; without the `raster` feature, always.
pub fn write_pdf(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    out.write_all(&raster::pdf(&svg_of(rec, opts)?)?)
}

/// An SVG document of ours (an exercise sheet) as a one-page PDF, as [`write_pdf`]
/// makes them.
///
/// # Errors
/// An SVG usvg cannot read; one svg2pdf cannot convert; without the `raster` feature,
/// always.
pub fn pdf_from_svg(svg: &str) -> io::Result<Vec<u8>> {
    raster::pdf(svg.as_bytes())
}

/// resvg and svg2pdf (the `raster` feature).
#[cfg(feature = "raster")]
mod raster {
    use super::MAX_SCALE;
    use std::io;
    use std::sync::Arc;

    /// DejaVu Sans (Bitstream Vera license: assets/fonts/LICENSE-DejaVu.txt), the font the
    /// SVG figures name first.
    static FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

    /// An SVG document as PNG bytes, `scale` pixels per SVG pixel.
    pub(super) fn png(svg: &[u8], scale: f32) -> io::Result<Vec<u8>> {
        rasterize(&parse(svg)?, scale)
    }

    /// An SVG document as a one-page PDF of its size.
    pub(super) fn pdf(svg: &[u8]) -> io::Result<Vec<u8>> {
        pdf_of(&parse(svg)?)
    }

    /// An SVG document of ours as parsed by usvg, with the bundled font only.
    fn parse(svg: &[u8]) -> io::Result<resvg::usvg::Tree> {
        let mut fonts = resvg::usvg::fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        fonts.set_sans_serif_family("DejaVu Sans");
        let options = resvg::usvg::Options {
            font_family: "DejaVu Sans".to_string(),
            fontdb: Arc::new(fonts),
            ..resvg::usvg::Options::default()
        };
        resvg::usvg::Tree::from_data(svg, &options).map_err(io::Error::other)
    }

    /// An SVG document as a grayscale PNG on white ([`super::gray_from_svg`]).
    pub(super) fn gray_png(svg: &[u8], scale: f32) -> io::Result<Vec<u8>> {
        let pixmap = pixels(&parse(svg)?, scale)?;
        let (width, height) = (pixmap.width(), pixmap.height());
        // Premultiplied RGBA over white, then Rec. 601 luma in 4 shades, four pixels a
        // byte (the first in the high bits), each row starting a byte.
        let shade = |p: &resvg::tiny_skia::PremultipliedColorU8| -> u8 {
            let white = 255 - u32::from(p.alpha());
            let (r, g, b) = (
                u32::from(p.red()) + white,
                u32::from(p.green()) + white,
                u32::from(p.blue()) + white,
            );
            let luma = (299 * r + 587 * g + 114 * b + 500) / 1000;
            ((luma.min(255) * 3 + 127) / 255) as u8
        };
        let row = (width as usize).div_ceil(4);
        let mut data = vec![0u8; row * height as usize];
        for (y, line) in pixmap.pixels().chunks(width as usize).enumerate() {
            for (x, p) in line.iter().enumerate() {
                data[y * row + x / 4] |= shade(p) << (6 - 2 * (x % 4));
            }
        }
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Two);
        encoder.set_compression(png::Compression::Best);
        encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
        let mut writer = encoder.write_header().map_err(io::Error::other)?;
        writer.write_image_data(&data).map_err(io::Error::other)?;
        writer.finish().map_err(io::Error::other)?;
        Ok(out)
    }

    /// `tree` on its own background (transparent where it has none), `scale` pixels per
    /// SVG pixel, encoded as PNG.
    fn rasterize(tree: &resvg::usvg::Tree, scale: f32) -> io::Result<Vec<u8>> {
        pixels(tree, scale)?.encode_png().map_err(io::Error::other)
    }

    /// `tree` on its own background (transparent where it has none), `scale` pixels per
    /// SVG pixel.
    fn pixels(tree: &resvg::usvg::Tree, scale: f32) -> io::Result<resvg::tiny_skia::Pixmap> {
        let scale = scale.clamp(0.1, MAX_SCALE);
        let size = tree
            .size()
            .to_int_size()
            .scale_by(scale)
            .ok_or_else(|| io::Error::other("the figure has no size"))?;
        let mut pixmap =
            resvg::tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| {
                io::Error::other(format!(
                    "a {}×{} pixel image is too large",
                    size.width(),
                    size.height()
                ))
            })?;
        // The background is the SVG's own (none where the figure is transparent).
        resvg::render(
            tree,
            resvg::tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        Ok(pixmap)
    }

    /// `tree` as a one-page PDF of its size.
    fn pdf_of(tree: &resvg::usvg::Tree) -> io::Result<Vec<u8>> {
        svg2pdf::to_pdf(
            tree,
            svg2pdf::ConversionOptions::default(),
            svg2pdf::PageOptions { dpi: 96.0 },
        )
        .map_err(|e| io::Error::other(format!("{e:?}")))
    }
}

/// Without the `raster` feature (the browser's module): no PNG or PDF.
#[cfg(not(feature = "raster"))]
mod raster {
    use std::io;

    /// The error of every PNG and PDF request.
    fn missing() -> io::Error {
        io::Error::other(
            "PNG and PDF are not built into this gametree (the `raster` feature); draw the SVG",
        )
    }

    /// Always [`missing`].
    pub(super) fn png(_svg: &[u8], _scale: f32) -> io::Result<Vec<u8>> {
        Err(missing())
    }

    /// Always [`missing`].
    pub(super) fn gray_png(_svg: &[u8], _scale: f32) -> io::Result<Vec<u8>> {
        Err(missing())
    }

    /// Always [`missing`].
    pub(super) fn pdf(_svg: &[u8]) -> io::Result<Vec<u8>> {
        Err(missing())
    }
}
