// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice An ERC-721 for the local devnet whose metadata is served on loopback.
contract DevCollection is ERC721 {
    string private _base;
    uint256 public totalSupply;

    constructor(string memory name_, string memory symbol_, string memory baseURI_) ERC721(name_, symbol_) {
        _base = baseURI_;
    }

    function mint(address to) external returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _safeMint(to, tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }
}
