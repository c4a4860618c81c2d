"""Draws the app icon (assets/icon.png): a Hex-purple card with a Copper and a Silver coin.
Pure Python (zlib + struct), so anyone can redraw it: python3 scripts/make_icon.py
Other sizes (the web app's icons): python3 scripts/make_icon.py 512 web/icon-512.png"""
import struct, zlib, math, sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 128
OUT = sys.argv[2] if len(sys.argv) > 2 else "assets/icon.png"
SCALE = N / 128
def inside_round_rect(x, y, x0, y0, x1, y1, r):
    cx = min(max(x, x0 + r), x1 - r); cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and x0 <= x <= x1 and y0 <= y <= y1

def pixel(x, y):
    # Drawn on a 128-point grid, sampled at the size asked for.
    px, py = (x + 0.5) / SCALE, (y + 0.5) / SCALE
    # card: purple frame, dark face
    if inside_round_rect(px, py, 22, 6, 106, 122, 12):
        if inside_round_rect(px, py, 31, 15, 97, 113, 6):
            for (cx, cy, col) in ((64, 46, (0xC0, 0x70, 0x30)), (64, 86, (0xA8, 0xB0, 0xBC))):
                d = math.hypot(px - cx, py - cy)
                if d <= 17:
                    shade = 1.0 if d < 13 else 0.75
                    return tuple(int(c * shade) for c in col) + (255,)
            return (0x24, 0x1A, 0x30, 255)
        return (0x8E, 0x55, 0xC8, 255)
    return (0, 0, 0, 0)

rows = b"".join(b"\x00" + bytes(c for x in range(N) for c in pixel(x, y)) for y in range(N))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
open(OUT, "wb").write(png)
print(OUT, len(png), "bytes")
