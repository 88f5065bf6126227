"""Names a screen reader says for the Host online game dialog's controls where nothing else
names them (issue 34): the address, port, server and host key boxes sit in a grid under one
group title, which Qt would give all four as their name; the dialog's scroll area is no Tab stop
of its own (Tab goes through what is in it). Kept apart from `online_dialog.py`, at its size."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGroupBox, QLineEdit, QScrollArea, QSpinBox

translate = QCoreApplication.translate


class ServerControls(Protocol):
    """What of the Host online game dialog is named here (`HostDialog` has it)."""

    scroll_area: QScrollArea
    address_edit: QLineEdit
    port_box: QSpinBox
    server_edit: QLineEdit
    key_edit: QLineEdit


def name_server_controls(dialog: ServerControls, group: QGroupBox) -> QGroupBox:
    """Name the where-served `group`'s boxes each by what it holds; returns the group."""
    dialog.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    dialog.address_edit.setAccessibleName(translate("OnlineDialog", "Address on this computer"))
    dialog.port_box.setAccessibleName(translate("OnlineDialog", "Port"))
    dialog.server_edit.setAccessibleName(translate("OnlineDialog", "Server address"))
    dialog.key_edit.setAccessibleName(translate("OnlineDialog", "Server's host key"))
    return group
