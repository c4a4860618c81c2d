#!/usr/bin/env python3
"""Where a wasm module's bytes go: the code of its functions summed by the crate their (demangled
enough) name starts with, and the size of every section. Reads the "name" section that rustc
and wasm-bindgen keep; a module without it is reported by section only.

    scripts/wasm-sizes.py APP.wasm [top]
    scripts/wasm-sizes.py APP.wasm MINIMAL.wasm [top]   (side by side, largest difference first)
    scripts/wasm-sizes.py APP.wasm --budget FILE        (each crate against its budget; exits
                                                        1 when one is over)

Run it on the module cargo built (target/wasm32-unknown-unknown/web/*.wasm): wasm-bindgen's
output for the page has no names (web/build.sh leaves them out).
"""
import re
import sys
from collections import Counter


def leb(data, i):
    """An unsigned LEB128 at i: (value, next index)."""
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(data):
    if data[:4] != b"\0asm":
        sys.exit("not a wasm module")
    i = 8
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        yield sid, data[j : j + size]
        i = j + size


def imported_functions(payload):
    count, i = leb(payload, 0)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            n, i = leb(payload, i)
            i += n
        kind = payload[i]
        i += 1
        if kind == 0:  # function: a type index
            _, i = leb(payload, i)
            functions += 1
        elif kind == 1:  # table: reftype, limits
            i += 1
            flags, i = leb(payload, i)
            _, i = leb(payload, i)
            if flags & 1:
                _, i = leb(payload, i)
        elif kind == 2:  # memory: limits
            flags, i = leb(payload, i)
            _, i = leb(payload, i)
            if flags & 1:
                _, i = leb(payload, i)
        elif kind == 3:  # global: type, mutability
            i += 2
        elif kind == 4:  # tag
            i += 1
            _, i = leb(payload, i)
    return functions


def body_sizes(payload):
    count, i = leb(payload, 0)
    sizes = []
    for _ in range(count):
        size, i = leb(payload, i)
        sizes.append(size)
        i += size
    return sizes


def function_names(payload):
    names = {}
    i = 0
    while i < len(payload):
        sub = payload[i]
        size, i = leb(payload, i + 1)
        end = i + size
        if sub == 1:
            count, i = leb(payload, i)
            for _ in range(count):
                index, i = leb(payload, i)
                n, i = leb(payload, i)
                names[index] = payload[i : i + n].decode("utf-8", "replace")
                i += n
        i = end
    return names


def crate_of(name):
    """The first path segment of a Rust symbol, mangled (_ZN..) or not; '<impl of X for Y>'
    counts for the crate of Y's path when it is ours, else for X's."""
    legacy = re.match(r"_ZN(\d+)", name)
    if legacy:
        n = int(legacy.group(1))
        seg = name[legacy.end() : legacy.end() + n]
        if seg.startswith("_$LT$"):
            inner = re.findall(r"([a-z_][a-z0-9_]*)\.\.", seg)
            if "coop_automa" in inner:
                return "coop_automa"
            return inner[0] if inner else "<impl>"
        return seg
    plain = re.match(r"<?(?:&(?:mut )?|dyn )?([A-Za-z_][A-Za-z0-9_]*)::", name)
    if plain:
        if name.startswith("<") and "coop_automa::" in name:
            return "coop_automa"
        return plain.group(1)
    return "(other)"


# A function of serialization: in serde or ron, or an impl of serde's traits (the derives'
# code, whichever crate it is counted under), by the segments of its mangled name.
SERIALIZATION = re.compile(
    r"(?:\d|\.\.|\$LT\$)(?:serde(?:_core|_derive)?|ron)(?:\d|\.\.|E)"
    r"|Serialize|Deserializ|Visitor|SeqAccess|MapAccess|EnumAccess"
)


def measure(path):
    """(total bytes, bytes by section, code bytes by crate or None without names)."""
    data = open(path, "rb").read()
    names = {}
    imports = 0
    bodies = []
    by_section = Counter()
    section_names = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table",
                     5: "memory", 6: "global", 7: "export", 8: "start", 9: "element",
                     10: "code", 11: "data", 12: "datacount", 13: "tag"}
    for sid, payload in sections(data):
        label = section_names.get(sid, str(sid))
        if sid == 0:
            n, i = leb(payload, 0)
            custom = payload[i : i + n].decode("utf-8", "replace")
            label = f"custom:{custom}"
            if custom == "name":
                names = function_names(payload[i + n :])
        elif sid == 2:
            imports = imported_functions(payload)
        elif sid == 10:
            bodies = body_sizes(payload)
        by_section[label] += len(payload)
    if not names:
        return len(data), by_section, None
    by_crate = Counter()
    for k, size in enumerate(bodies):
        name = names.get(imports + k, "")
        by_crate[crate_of(name)] += size
        if SERIALIZATION.search(name):
            by_crate["(serialization, all crates)"] += size
    return len(data), by_section, by_crate


def budget(app_path, budget_path):
    """Each crate's code against its budget (lines "crate bytes"; # starts a comment; other
    keys are read by other checks); exits 1 when one is over."""
    _, _, by_crate = measure(app_path)
    if by_crate is None:
        sys.exit(f"{app_path} has no name section: build it with cargo (web/build.sh strips it)")
    over = []
    for line in open(budget_path):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        crate, limit = line.rsplit(None, 1)
        if crate in ("page-ratio", "minimal-page"):
            continue
        size, limit = by_crate.get(crate, 0), int(limit)
        state = "over" if size > limit else "ok"
        print(f"  {crate:<30} {size:>10,} of {limit:>10,}  {state}")
        if size > limit:
            over.append(crate)
    if over:
        sys.exit(f"over budget: {', '.join(over)}")


def main():
    if "--budget" in sys.argv:
        at = sys.argv.index("--budget")
        budget(sys.argv[1], sys.argv[at + 1])
        return
    paths = [a for a in sys.argv[1:] if not a.isdigit()]
    tops = [int(a) for a in sys.argv[1:] if a.isdigit()]
    top = tops[0] if tops else 25
    if len(paths) == 2:
        compare(paths[0], paths[1], top)
        return
    path = paths[0]
    total, by_section, by_crate = measure(path)
    print(f"{path}: {total:,} bytes")
    for label, size in by_section.most_common():
        print(f"  section {label:<24} {size:>10,}")
    if by_crate is None:
        print("  (no name section: function sizes by crate unknown)")
        return
    code = sum(v for k, v in by_crate.items() if not k.startswith("("+"serialization"))
    print(f"  code by crate ({code:,} bytes of function bodies):")
    for crate, size in by_crate.most_common(top):
        print(f"    {crate:<28} {size:>10,}  {100 * size / code:5.1f}%")


def compare(app_path, minimal_path, top):
    app, app_sections, app_crates = measure(app_path)
    minimal, minimal_sections, minimal_crates = measure(minimal_path)
    print(f"{'':<30} {'app':>10} {'minimal':>10} {'difference':>11}")
    print(f"{'whole module':<30} {app:>10,} {minimal:>10,} {app - minimal:>11,}")
    for label in sorted(set(app_sections) | set(minimal_sections),
                        key=lambda k: -(app_sections[k] - minimal_sections[k])):
        a, m = app_sections[label], minimal_sections[label]
        if a - m:
            print(f"{'section ' + label:<30} {a:>10,} {m:>10,} {a - m:>11,}")
    if app_crates is None or minimal_crates is None:
        print("(a module has no name section: no code by crate)")
        return
    print("code by crate, largest difference first:")
    crates = sorted(set(app_crates) | set(minimal_crates),
                    key=lambda k: -(app_crates[k] - minimal_crates[k]))
    for crate in crates[:top]:
        a, m = app_crates[crate], minimal_crates[crate]
        print(f"  {crate:<28} {a:>10,} {m:>10,} {a - m:>11,}")


if __name__ == "__main__":
    main()
