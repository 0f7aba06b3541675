"""Reading knowledge files: Markdown with front matter, YAML lists, JSONL; malformed files are named."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexiquery.documents import DocumentError, document_files, load_file


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_markdown(tmp_path: Path) -> None:
    [doc] = load_file(write(tmp_path, "a.md", "---\nid: A-1\ntitle: T\ntags: [x]\n---\n# T\n\nBody.\n"))
    assert (doc.id, doc.title, doc.metadata) == ("A-1", "T", {"tags": ["x"]})
    assert doc.text == "# T\n\nBody."


def test_yaml_records_build_their_text(tmp_path: Path) -> None:
    docs = load_file(
        write(tmp_path, "e.yaml", "- id: E-1\n  title: Err\n  cause: bad\n  resolution: fix it\n  signature: 'x'\n")
    )
    assert docs[0].text == "Cause: bad\n\nResolution: fix it"
    assert docs[0].metadata["signature"] == "x"


def test_jsonl(tmp_path: Path) -> None:
    docs = load_file(
        write(tmp_path, "q.jsonl", '{"id": "q1", "title": "Q", "description": "d", "query": "T | take 1"}\n')
    )
    assert docs[0].text == "d"
    assert docs[0].metadata["query"] == "T | take 1"


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("a.md", "# no front matter", r"a.md:1: missing YAML front matter"),
        ("b.md", "---\ntitle: t\n---\nbody", r"b.md:1: missing id"),
        ("c.md", "---\nid: [unclosed\n---\nbody", r"c.md:\d+: front matter is not valid YAML"),
        ("d.yaml", "- id: ok\n  title: fine\n  text: yes\n- title: no id\n  text: x\n", r"d.yaml:4: missing id"),
        ("e.yaml", "id: x\ntitle: y\n", r"e.yaml:1: expected a list of documents"),
        ("f.jsonl", '{"id": "1", "title": "t", "text": "a"}\n{"id": "2", "title": "t"\n', r"f.jsonl:2: not valid JSON"),
        ("g.jsonl", '{"id": "1", "title": "t"}\n', r"g.jsonl:1: no text"),
        ("h.txt", "hello", r"unsupported file type '.txt'"),
    ],
)
def test_malformed_files_name_the_file_and_line(tmp_path: Path, name: str, text: str, message: str) -> None:
    with pytest.raises(DocumentError, match=message):
        load_file(write(tmp_path, name, text))


def test_folders_list_knowledge_files_only(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "x")
    write(tmp_path, "b.jsonl", "x")
    write(tmp_path, "c.png", "x")
    write(tmp_path, ".hidden.md", "x")
    assert [p.name for p in document_files(tmp_path)] == ["a.md", "b.jsonl"]
